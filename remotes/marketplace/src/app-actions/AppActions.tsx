/**
 * The action buttons of one app, wherever an app is shown: the app header (full: plan cards,
 * refusal reason, request access, settings) and cards and search results (compact). What applies
 * is the domain's call (appActions); this only draws it and runs the store's flows.
 */
import { css, type Theme } from '@emotion/react';
import type { AppAction } from '@marketplace/domain/app-actions';
import { billingCyclesOffered } from '@marketplace/domain/pricing';
import type { AppSummary } from '@marketplace/domain/entities/app';
import type { BillingCycle } from '@marketplace/domain/entities/cart';
import { queryString } from '@marketplace/domain/query-string';
import { appDetailPath, type AppArea } from '@marketplace/domain/routes';
import { Fragment, lazy, Suspense, useState } from 'react';
import { Link } from 'react-router-dom';
import { useMarketplaceOptions } from '../app-shell/MarketplaceProviders.tsx';
import { useMutation } from '@tanstack/react-query';
import { useMarketplaceStoreApi } from '../store/context.tsx';
import { useCartChangesUnderWay, useCartWrites } from '../data/cart-writes.ts';
import { queryKeys } from '../data/query-client.ts';
import { visuallyHidden } from '../ui/visually-hidden.ts';
import type { HeaderParts } from './header-parts.tsx';
import { hostHref } from './host-href.ts';
import { compactSize, dangerAction, primaryAction, secondaryAction } from './styles.ts';
import { useAppActions } from './use-app-actions.ts';
import { SignInLink } from '../sign-in/SignInLink.tsx';
import { useSignIn } from '../sign-in/use-sign-in.ts';
import { useAwaitingHost, useSigningIn } from '../sign-in/use-signing-in.ts';
import { useInstallFlow } from './use-install-flow.ts';
import { themed } from '../ui/themed.ts';

// The dialogs open on a click, never with the page: their code loads then.
const ConsentDialog = lazy(() => import('./ConsentDialog.tsx').then((module) => ({ default: module.ConsentDialog })));
const UninstallDialog = lazy(() => import('./UninstallDialog.tsx').then((module) => ({ default: module.UninstallDialog })));

const block = themed(
  (t: Theme) => css`
    display: grid;
    gap: 10px;
    justify-items: inherit;
    /* Equal columns that wrap as a whole: Open / Settings / Uninstall keep one width per line. */
    .row {
      display: grid;
      grid-template-columns: repeat(auto-fit, minmax(min(100%, 96px), 1fr));
      gap: 8px;
      align-items: stretch;
    }
    /* A long label ('Manage in the developer console') wraps inside its column, not past the page. */
    .row > a,
    .row > button {
      max-width: 100%;
      white-space: normal;
    }
    .reason {
      margin: 0;
      max-width: 34ch;
      font-size: 14px;
      color: ${t.color.muted};
    }
    .compact-reason {
      margin: 0;
      font-size: 13px;
      color: ${t.color.muted};
    }
  `,
);

interface ActionsBase {
  app: AppSummary;
  area?: AppArea;
  /** The id of the element naming the app, so compact buttons say which app they act on. */
  describedBy?: string;
  now?: Date;
  /** Full variant: what the Settings button does (the header opens the settings panel). */
  onSettings?: () => void;
}

/** Full: the app header's, with the parts only it draws (header-parts.tsx); compact: cards and search results. */
export type AppActionsProps = ActionsBase & ({ variant: 'full'; parts: HeaderParts } | { variant: 'compact'; parts?: never });

/** The first action is the call to action; the others are quieter; removal reads as a danger. */
function styleOf(action: AppAction, index: number) {
  if (action.kind === 'uninstall') return dangerAction;
  return index === 0 ? primaryAction : secondaryAction;
}

/** Cards stay quiet for visitors (the detail page tells them to sign in) and leave the app's placements and set-up to its page. */
const shownOnCards = (action: AppAction) =>
  action.kind !== 'sign-in' && action.kind !== 'request-access' && action.kind !== 'open-in-chats' && action.kind !== 'open-in-reports' && action.kind !== 'finish-install';

export function AppActions(props: AppActionsProps) {
  const { actions, refusal } = useAppActions(props.app, props.area);
  // A card with nothing to show (a visitor's) stops here: no install flow, store subscriptions or
  // navigation hook, which would draw it again on every change of the address (a listing's filters).
  if (props.variant === 'compact' && !actions.some(shownOnCards) && refusal?.reason !== 'already-installed') return null;
  return <ActionButtons {...props} actions={actions} refusal={refusal} />;
}

function ActionButtons({ app, variant, parts, area = 'published', describedBy, now, onSettings, actions, refusal }: AppActionsProps & ReturnType<typeof useAppActions>) {
  const { platformOrigin, hostOrigins } = useMarketplaceOptions();
  const flow = useInstallFlow(app, area);
  const signIn = useSignIn();
  const awaitingHost = useAwaitingHost();
  // Framed, the host's token may be on its way: its own sign-in, not a second one, signs the user in.
  const signingIn = useSigningIn() || awaitingHost;
  const adding = useCartChangesUnderWay('adding').has(app.id);
  const addToCart = useMutation(useCartWrites().add);
  const store = useMarketplaceStoreApi();
  // A direct install in a new tab ends there: when the user comes back to this tab, the app may be
  // installed, so the installed apps are read again (once).
  const refreshWhenBack = () => {
    const back = () => {
      window.removeEventListener('focus', back);
      void store.queries.invalidateQueries({ queryKey: queryKeys.allInstalledApps() });
    };
    window.addEventListener('focus', back);
  };
  const [cycle, setCycle] = useState<BillingCycle | null>(null);
  const compact = variant === 'compact';
  const size = compact ? compactSize : undefined;
  const chosenCycle = cycle ?? billingCyclesOffered(app.payment)[0] ?? 'pay-once';
  const planQuery = cycle === null ? '' : queryString({ plan: cycle });

  const shown = compact ? actions.filter(shownOnCards) : actions;

  const draw = (action: AppAction, index: number) => {
    const look = [styleOf(action, index), size];
    const common = { css: look, 'aria-describedby': describedBy };
    switch (action.kind) {
      case 'install':
        return (
          <button type="button" {...common} disabled={flow.installing} aria-busy={flow.installing} onClick={() => (action.needsConsent ? flow.askConsent() : flow.install())}>
            {flow.installing ? `${action.label.replace(/e$/, '')}ing…` : action.label}
          </button>
        );
      case 'direct-install':
        return (
          <a {...common} href={action.href} {...(action.newTab ? { target: '_blank', rel: 'noopener noreferrer', onClick: refreshWhenBack } : {})}>
            {action.label}
            {action.newTab && <span css={visuallyHidden}> (opens in a new tab)</span>}
          </a>
        );
      case 'buy':
        return (
          <Link {...common} to={`${action.path}${planQuery}`}>
            {action.label}
          </Link>
        );
      case 'add-to-cart':
        return (
          <button type="button" {...common} disabled={adding} aria-busy={adding} onClick={() => addToCart.mutate({ appIds: [app.id], planId: cycle ?? undefined })}>
            {adding ? 'Adding…' : action.label}
          </button>
        );
      case 'in-cart':
        return (
          <Link {...common} to={action.path}>
            {action.label}
          </Link>
        );
      case 'finish-install':
        return (
          <a {...common} href={action.href} target="_blank" rel="noopener noreferrer">
            {action.label}
            <span css={visuallyHidden}> (opens in a new tab)</span>
          </a>
        );
      case 'open':
      case 'open-in-chats':
      case 'open-in-reports':
      case 'upgrade':
        return (
          <a {...common} href={hostHref(action.target, platformOrigin, hostOrigins)} target="_top">
            {action.label}
          </a>
        );
      case 'settings':
        // In the header the settings open in place; a card leads to the app page with ?action=settings.
        return onSettings && !compact ? (
          <button type="button" {...common} onClick={onSettings}>
            {action.label}
          </button>
        ) : (
          <Link {...common} to={appDetailPath(app, { area, settings: true })}>
            {action.label}
          </Link>
        );
      case 'uninstall':
        return (
          <button type="button" {...common} disabled={flow.uninstalling} onClick={flow.askUninstall}>
            {action.label}
          </button>
        );
      case 'request-access':
        return parts && <parts.RequestAccessButton product={action.product} label={action.label} look={look} describedBy={describedBy} />;
      case 'developer-console':
        return (
          <Link {...common} to={action.path}>
            {action.label}
          </Link>
        );
      case 'sign-in':
        return (
          <SignInLink {...common} busy={signingIn} onSignIn={() => void signIn()}>
            {action.label}
          </SignInLink>
        );
    }
  };

  const showPlans = !compact && actions.some((action) => action.kind === 'buy') && now !== undefined;
  const requestAccess = actions.find((action) => action.kind === 'request-access');
  // An installed app's page says what it is, not the refusal an install would meet: 'already
  // installed' is said only to an install asked for (never right after one that succeeded).
  const installed = refusal?.reason === 'already-installed';
  const reason = installed ? null : (refusal?.message ?? null);
  const installedNote = compact && installed;
  if (compact && shown.length === 0 && !installedNote) return null;
  return (
    <div css={block} data-testid={compact ? 'app-actions-compact' : 'app-actions'}>
      {showPlans && parts && <parts.PlanCards app={app} value={chosenCycle} onChange={setCycle} />}
      {shown.length > 0 && (
        <div className="row">
          {shown.map((action, index) => (
            <Fragment key={action.kind}>{draw(action, index)}</Fragment>
          ))}
        </div>
      )}
      {!compact && reason && <p className="reason">{reason}</p>}
      {!compact && installed && (
        <p className="reason" role="status">
          Installed
        </p>
      )}
      {requestAccess && parts && <parts.AgentsWithoutAccess product={requestAccess.product} />}
      {!compact && refusal?.reason === 'not-signed-in' && <p className="reason">Sign in with your account to install or buy apps.</p>}
      {installedNote && <p className="compact-reason">Installed</p>}
      {flow.consentOpen && (
        <Suspense fallback={null}>
          <ConsentDialog app={app} busy={flow.installing} onAllow={flow.install} onClose={flow.closeDialogs} />
        </Suspense>
      )}
      {flow.uninstallOpen && (
        <Suspense fallback={null}>
          <UninstallDialog app={app} busy={flow.uninstalling} onConfirm={flow.uninstall} onClose={flow.closeDialogs} />
        </Suspense>
      )}
    </div>
  );
}
