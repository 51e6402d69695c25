/**
 * The accounts sign-in page: plain server-rendered HTML, one button per demo account, one that
 * makes a new demo organisation of one's own, and a ghost login for the support user.
 * Accessible: lang, labels, real buttons, a skip-free single form.
 */
import { escapeHtml } from '../http/escape-html.ts';

export interface DemoAccountChoice {
  accountId: string;
  label: string;
  name: string;
  email: string;
  region: string;
  /** The organisation's plan per product. */
  plans: string;
  /** What the account is for: the rules of the spec it meets (null: an account the seed does not describe). */
  purpose: string | null;
}
export interface AuthorizePageInput {
  clientName: string;
  hidden: Readonly<Record<string, string>>;
  accounts: readonly DemoAccountChoice[];
  ghostTargets: readonly DemoAccountChoice[];
  /** The plans a new organisation starts with. */
  newOrganizationPlans: string;
}

export function authorizePage(input: AuthorizePageInput): string {
  const hidden = Object.entries(input.hidden)
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('\n      ');
  const buttons = input.accounts
    .map(
      (a) => `<li><button type="submit" name="account_id" value="${escapeHtml(a.accountId)}">
          <strong>${escapeHtml(a.label)}</strong><span>${escapeHtml(a.name)} &lt;${escapeHtml(a.email)}&gt; · ${escapeHtml(a.region)}</span>
          <span class="plans">${escapeHtml(a.plans)}</span>${a.purpose === null ? '' : `<span class="purpose">${escapeHtml(a.purpose)}</span>`}</button></li>`,
    )
    .join('\n        ');
  const ghostOptions = input.ghostTargets.map((a) => `<option value="${escapeHtml(a.accountId)}">${escapeHtml(a.label)}: ${escapeHtml(a.email)}</option>`).join('');
  return `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>Sign in to ${escapeHtml(input.clientName)} | Accounts</title>
  <style>
    body { font-family: system-ui, sans-serif; max-width: 40rem; margin: 2rem auto; padding: 0 1rem; color: #1b1b1f; }
    ul { list-style: none; padding: 0; display: grid; gap: .5rem; }
    button { width: 100%; text-align: left; padding: .75rem 1rem; border: 1px solid #5a5a66; border-radius: .5rem; background: #fff; cursor: pointer; font: inherit; }
    button:hover, button:focus-visible { background: #eef2ff; outline: 3px solid #3b5bdb; outline-offset: 2px; }
    button span { display: block; color: #44444f; font-size: .9rem; }
    button .plans { font-weight: 500; }
    fieldset { border: 1px solid #c4c4cc; border-radius: .5rem; margin-top: 1.5rem; }
    label { display: block; margin-bottom: .25rem; }
    select { font: inherit; padding: .4rem; width: 100%; margin-bottom: .5rem; }
    .secondary { text-align: center; margin-top: 1.5rem; }
  </style>
</head>
<body>
  <main>
    <h1>Sign in to ${escapeHtml(input.clientName)}</h1>
    <p>Demo platform: choose an account to continue. No password is needed. Each account says its plans and the rules of the marketplace it shows.</p>
    <form method="post" action="/accounts/authorize">
      ${hidden}
      <h2 id="demo-accounts">Demo accounts</h2>
      <ul aria-labelledby="demo-accounts">
        ${buttons}
      </ul>
      <h2>Start with an organisation of your own</h2>
      <p>Made for you now: you are its owner, and no other demo account sees what you install or buy there.</p>
      <button type="submit" name="new_organization" value="1">
          <strong>New organisation</strong><span>An owner with nothing installed or bought, and a card on file to buy with</span>
          <span class="plans">${escapeHtml(input.newOrganizationPlans)}</span></button>
      <button type="submit" name="deny" value="1" class="secondary">Cancel and go back</button>
    </form>
    <form method="post" action="/accounts/authorize">
      ${hidden}
      <fieldset>
        <legend>Support: ghost login</legend>
        <p>Signs in as the support user and browses as the chosen user.</p>
        <label for="ghost_as">Browse as</label>
        <select id="ghost_as" name="ghost_as">${ghostOptions}</select>
        <button type="submit">Ghost login</button>
      </fieldset>
    </form>
  </main>
</body>
</html>`;
}

/** The accounts service's answer to a sign-in it refused: a page with the reason and the way back to the sign-in. */
export function signInRefusedPage(title: string, sentence: string): string {
  return `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>${escapeHtml(title)} | Accounts</title>
  <style>body { font-family: system-ui, sans-serif; max-width: 40rem; margin: 2rem auto; padding: 0 1rem; color: #1b1b1f; }</style>
</head>
<body>
  <main>
    <h1>${escapeHtml(title)}</h1>
    <p role="alert">${escapeHtml(sentence)}</p>
  </main>
</body>
</html>`;
}
