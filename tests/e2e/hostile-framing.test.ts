/**
 * A hostile site against a signed-in browser, in real Chromium. A page of
 * another site cannot frame any page that holds a session (public site, framed marketplace,
 * sign-in page, agent app, help desk), cannot get a token (no readable answer, no redirect to
 * itself, no frame of its own in the host), and the messages fast-check generates — 1,000
 * penpal-shaped and junk ones from the hostile page to both the agent app and its framed
 * marketplace, and malformed ones from the real host and frame — change nothing: each one is
 * dropped before any handler (both drop counters rise by exactly the number sent), the pages'
 * state is unchanged, and the bridge still works afterwards. (packages/bridge has the same
 * properties over stand-in windows; this is the real browser's postMessage.)
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Frame, Page } from 'playwright-core';
import { MARKETPLACE_CLIENT_ID } from '../../packages/domain/src/constants.ts';
import { hostEventSchema, marketplaceMessageSchema } from '../../packages/bridge/src/protocol.ts';
import { penpalMessageSchema } from '../../packages/bridge/src/window-messenger.ts';
import { urls, newContext, loadPage, signIn, hostToken } from './fixtures/index.ts';

let context: BrowserContext;
const platformOrigin = new URL(urls.publicShell).origin;
/**
 * Another site: a server of this test on loopback (127.0.0.1 is another site than localhost, so
 * SameSite cookies stay home), on a free port. A site outside loopback would be refused by
 * Chromium's local network rules before the platform's own defences were even tried.
 */
let hostileServer: Server;
let HOSTILE = '';
/** Every address the browser asked of the hostile site (a token in one would be a leak). */
const hostileRequests: string[] = [];
const hostilePages = new Map<string, string>();

/** Serves `html` as the hostile site's page at `path`. */
const hostilePage = (path: string, html: string): void => void hostilePages.set(path, `<!doctype html><html><body>${html}</body></html>`);

/** The agent app's own tokens (each tab keeps its own in sessionStorage), read once signed in. */
const agentAppTokens: string[] = [];

/** The tokens the browser holds: the platform's session cookie and the agent app's own. */
async function heldTokens(): Promise<string[]> {
  const cookies = (await context.cookies(platformOrigin)).filter((cookie) => cookie.httpOnly).map((cookie) => cookie.value);
  return [...cookies, ...agentAppTokens].filter((token) => token.length >= 16);
}

beforeAll(async () => {
  hostileServer = createServer((request, response) => {
    const url = new URL(request.url ?? '/', HOSTILE);
    hostileRequests.push(url.href);
    const body = hostilePages.get(url.pathname);
    response.writeHead(body === undefined ? 404 : 200, { 'content-type': 'text/html' }).end(body ?? '');
  });
  await new Promise<void>((resolve) => hostileServer.listen(0, '127.0.0.1', resolve));
  HOSTILE = `http://127.0.0.1:${(hostileServer.address() as AddressInfo).port}`;
  context = await newContext();
  // The browser holds sessions: on the public site (its cookie) and in the agent app (its own).
  const page = await context.newPage();
  await loadPage(page, urls.publicShell);
  await signIn(page, /^Owner Olivia Owner/);
  await loadPage(page, `${urls.agentApp}apps/`);
  await signIn(page, /^Owner Olivia Owner/);
  agentAppTokens.push(await hostToken(page, 'agent-app'));
  await page.close();
  expect((await heldTokens()).length).toBeGreaterThanOrEqual(2);
});
afterAll(async () => {
  await context?.close();
  await new Promise((resolve) => hostileServer?.close(resolve));
  console.log(`Hostile site: ${hostileRequests.length} requests to it, none with a token`);
});

describe('a page of another site frames no page that holds a session', () => {
  it('the browser refuses every such frame; frames the pages allow still load', async () => {
    const refused = {
      'public site': urls.publicShell,
      'framed marketplace': `${urls.publicShell}apps/?framed=1`,
      'sign-in page': `${platformOrigin}/accounts/authorize?response_type=token&client_id=${MARKETPLACE_CLIENT_ID}&redirect_uri=${encodeURIComponent(urls.publicShell)}`,
      'agent app': `${urls.agentApp}apps/`,
      'help desk': urls.helpdesk,
      'help desk, framed variant': `${new URL(urls.helpdesk).origin}/framed/`,
    };
    // Controls: a page of the hostile site itself, and a script file of the platform (no page, no policy).
    const allowed = { 'hostile page': `${HOSTILE}/inner`, 'platform script file': urls.remote };
    hostilePage('/inner', '<p>inner</p>');
    hostilePage(
      '/frames',
      Object.entries({ ...refused, ...allowed })
        .map(([name, url]) => `<iframe title="${name}" src="${url}"></iframe>`)
        .join(''),
    );
    const page = await context.newPage();
    await loadPage(page, `${HOSTILE}/frames`);
    // Chromium puts its own error page in a frame whose page's frame-ancestors refused the parent.
    const frameUrls = () =>
      Promise.all(Object.keys({ ...refused, ...allowed }).map(async (name) => (await (await page.locator(`iframe[title="${name}"]`).elementHandle())?.contentFrame())?.url()));
    const expected = [...Object.keys(refused).map(() => 'chrome-error://chromewebdata/'), ...Object.values(allowed)];
    await expect.poll(frameUrls, { timeout: 30_000 }).toEqual(expected);
    await page.close();
  });
});

describe('a page of another site cannot get a token', () => {
  it('reads no answer with the session, is never sent back with a token, and cannot put its own page in the host', async () => {
    hostilePage('/steal', '<p>steal</p>');
    const page = await context.newPage();
    await loadPage(page, `${HOSTILE}/steal`);
    // With the browser's cookies, and with the header that makes the platform honour them: CORS refuses both.
    const answers = await page.evaluate(async (platform) => {
      const attempts: Array<[string, RequestInit]> = [
        [`${platform}/accounts/v2/info`, { credentials: 'include' }],
        [`${platform}/accounts/v2/info`, { credentials: 'include', headers: { 'X-Marketplace-Session': '1' } }],
        [`${platform}/v2/applications/installed`, { credentials: 'include', headers: { 'X-Marketplace-Session': '1' } }],
        [`${platform}/accounts/v2/session`, { method: 'POST', credentials: 'include', headers: { 'X-Marketplace-Session': '1' } }],
      ];
      return Promise.all(
        attempts.map(([url, init]) =>
          fetch(url, init).then(
            (response) => response.text(),
            () => 'refused',
          ),
        ),
      );
    }, platformOrigin);
    expect(answers).toEqual(['refused', 'refused', 'refused', 'refused']);

    // The sign-in page never sends a token or a code to a site the client does not list.
    for (const responseType of ['token', 'code']) {
      const response = await loadPage(
        page,
        `${platformOrigin}/accounts/authorize?response_type=${responseType}&client_id=${MARKETPLACE_CLIENT_ID}&redirect_uri=${encodeURIComponent(`${HOSTILE}/callback`)}`,
      );
      expect(response?.status()).toBe(400);
      await expect.poll(() => page.getByRole('button', { name: /^Owner/ }).count()).toBe(0);
    }

    // A page the agent app opened tries to swap the marketplace frame for its own page, which
    // would then ask the host for credentials: the browser does not let it navigate that frame.
    // The agent app keeps its agent per tab (sessionStorage): this tab signs in too.
    const host = await context.newPage();
    await loadPage(host, `${urls.agentApp}apps/`);
    await signIn(host, /^Owner Olivia Owner/);
    agentAppTokens.push(await hostToken(host, 'agent-app'));
    const frame = host.frameLocator('iframe[title="Marketplace"]');
    await frame.getByTestId('app-card').first().waitFor();
    hostilePage('/opened', '<p>opened</p>');
    const opened = host.waitForEvent('popup');
    await host.evaluate((url) => void window.open(url, 'hostile'), `${HOSTILE}/opened`);
    const popup = await opened;
    await popup.waitForLoadState();
    const navigation = await popup.evaluate((url) => {
      try {
        (window.opener as Window).frames[0]?.location.replace(url);
        return 'allowed';
      } catch (error) {
        return error instanceof Error ? error.name : 'refused';
      }
    }, `${HOSTILE}/fake-marketplace`);
    expect(navigation).toBe('SecurityError');
    expect(hostileRequests.some((url) => url.includes('fake-marketplace'))).toBe(false);
    await expect.poll(() => frame.getByTestId('app-card').count()).toBeGreaterThan(0);

    const tokens = await heldTokens();
    expect(hostileRequests.filter((url) => /access_token|[?&#]code=/.test(url) || tokens.some((token) => url.includes(token)))).toEqual([]);
    await popup.close();
    await host.close();
    await page.close();
  });
});

/** Valid protocol messages: harmless only because they come from the wrong window. */
const protocolMessage = fc.constantFrom<unknown>(
  { type: 'navigate', pathname: '/cart/' },
  { type: 'route', pathname: '/apps/evil/' },
  { type: 'route_change', pathname: '/evil/', search: '' },
  { type: 'cart_updated', cartId: 'evil', itemsCount: 99 },
  { type: 'billing', event: 'success', chargeId: 'evil' },
  { type: 'credentials' },
  { type: 'app_installed', appId: 'evil' },
);
/** From the hostile page: junk, protocol messages, and every penpal shape (handshakes included). */
const hostileMessage = fc.oneof(
  fc.anything(),
  protocolMessage,
  fc.record(
    {
      namespace: fc.constant('penpal'),
      type: fc.constantFrom('SYN', 'ACK1', 'ACK2', 'REPLY', 'DESTROY', 'EVIL'),
      participantId: fc.string(),
      callId: fc.string(),
      methodPaths: fc.constant([['hostEvent'], ['marketplaceMessage']]),
    },
    { requiredKeys: ['namespace', 'type'] },
  ),
  fc.record({
    namespace: fc.constant('penpal'),
    type: fc.constant('CALL'),
    id: fc.uuid(),
    methodPath: fc.constantFrom(['hostEvent'], ['marketplaceMessage'], ['constructor'], ['__proto__']),
    args: fc.array(fc.oneof(fc.anything(), protocolMessage), { maxLength: 3 }),
  }),
);
const carriesValidMessage = (data: unknown): boolean => {
  const args = typeof data === 'object' && data !== null && 'args' in data && Array.isArray(data.args) ? (data.args as unknown[]) : [];
  return args.some((arg) => hostEventSchema.safeParse(arg).success || marketplaceMessageSchema.safeParse(arg).success);
};
/**
 * What the real host or frame might post by mistake: not penpal at all, or a call of the other
 * side's one method with a bad payload (a well-formed handshake from the real peer is not hostile).
 */
const malformedFrom = (method: 'hostEvent' | 'marketplaceMessage') =>
  fc
    .oneof(
      fc.anything().filter((data) => !penpalMessageSchema.safeParse(data).success),
      fc.record({
        namespace: fc.constant('penpal'),
        type: fc.constant('CALL'),
        id: fc.uuid(),
        methodPath: fc.constant([method]),
        args: fc.array(fc.oneof(fc.anything(), protocolMessage), { maxLength: 3 }),
      }),
    )
    .filter((data) => !carriesValidMessage(data));

const HOSTILE_MESSAGES = 1000;
const MALFORMED_MESSAGES = 300;

describe('hostile and malformed messages change nothing', () => {
  it(
    `${HOSTILE_MESSAGES} generated messages from a hostile page and ${MALFORMED_MESSAGES} malformed ones each way between host and frame are all dropped`,
    { timeout: 120_000 },
    async () => {
      const seed = Date.now();
      console.log(`fast-check seed of the hostile messages: ${seed}`);
      const hostile = fc.sample(hostileMessage, { numRuns: HOSTILE_MESSAGES, seed });
      const toFrame = fc.sample(malformedFrom('hostEvent'), { numRuns: MALFORMED_MESSAGES, seed: seed + 1 });
      const toHost = fc.sample(malformedFrom('marketplaceMessage'), { numRuns: MALFORMED_MESSAGES, seed: seed + 2 });

      const host = await context.newPage();
      await loadPage(host, `${urls.agentApp}apps/`);
      const frameLocator = host.frameLocator('iframe[title="Marketplace"]');
      await frameLocator.getByTestId('app-card').first().waitFor();
      const frame = (await host
        .locator('iframe[title="Marketplace"]')
        .elementHandle()
        .then((element) => element?.contentFrame())) as Frame;
      const iframe = host.locator('iframe[title="Marketplace"]');
      const dropped = async () => ({
        host: Number((await iframe.getAttribute('data-dropped-messages')) ?? 0),
        frame: Number((await frame.evaluate(() => document.documentElement.dataset['droppedMessages'])) ?? 0),
      });
      const state = async (page: Page | Frame) =>
        page.evaluate(() => {
          const dump = (storage: Storage) => Object.fromEntries(Array.from({ length: storage.length }, (_, i) => storage.key(i) ?? '').map((key) => [key, storage.getItem(key)]));
          return { url: location.href, title: document.title, local: dump(localStorage), session: dump(sessionStorage), heading: document.querySelector('h1')?.textContent ?? '' };
        });
      const snapshot = async () => ({
        host: await state(host),
        frame: await state(frame),
        banner: await host.getByRole('banner').innerText(),
        cookies: (await context.cookies()).map((cookie) => `${cookie.name}=${cookie.value}`).sort(),
      });
      // The page has settled once its drop counters stand still.
      let before = await dropped();
      await expect
        .poll(async () => {
          const now = await dropped();
          const still = now.host === before.host && now.frame === before.frame;
          before = now;
          return still;
        })
        .toBe(true);
      const stateBefore = await snapshot();

      hostilePage('/attacker', '<p>attacker</p>');
      const opened = host.waitForEvent('popup');
      await host.evaluate((url) => void window.open(url, 'attacker'), `${HOSTILE}/attacker`);
      const attacker = await opened;
      await attacker.waitForLoadState();
      await attacker.evaluate((messages) => {
        const opener = window.opener as Window;
        for (const message of messages) {
          opener.postMessage(message, '*');
          opener.frames[0]?.postMessage(message, '*');
        }
      }, hostile);
      await host.evaluate(
        ({ messages, origin }) => {
          const target = document.querySelector<HTMLIFrameElement>('iframe[title="Marketplace"]')?.contentWindow;
          for (const message of messages) target?.postMessage(message, origin);
        },
        { messages: toFrame, origin: platformOrigin },
      );
      await frame.evaluate((messages) => {
        for (const message of messages) window.parent.postMessage(message, '*');
      }, toHost);

      const expected = { host: before.host + HOSTILE_MESSAGES + MALFORMED_MESSAGES, frame: before.frame + HOSTILE_MESSAGES + MALFORMED_MESSAGES };
      await expect.poll(dropped, { timeout: 30_000 }).toEqual(expected);
      expect(await snapshot()).toEqual(stateBefore);
      console.log(`Hostile messages: ${HOSTILE_MESSAGES * 2 + MALFORMED_MESSAGES * 2} posted, ${expected.host - before.host + expected.frame - before.frame} dropped, 0 handled`);

      // The bridge still carries the real traffic: a card opened in the frame moves the host's address.
      const card = frameLocator.getByTestId('app-card').first();
      const href = (await card.getAttribute('href')) ?? '';
      await card.click();
      await expect.poll(() => new URL(host.url()).pathname, { timeout: 20_000 }).toBe(`/apps${href.split('?')[0] ?? ''}`);
      expect(await dropped()).toEqual(expected);
      await attacker.close();
      await host.close();
    },
  );
});
