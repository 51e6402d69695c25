/**
 * User / session (spec 3 and 4). Sign-in: pending keeps the token; fulfilled sets the user data,
 * authorised and permissions; rejected leaves an unauthorised but initialised user. Sign-out
 * resets the user, clears the token, deletes the sessions and goes to /. A 401 anywhere signs the
 * user out locally with the spec's toast and goes to /marketplace.
 */
import type { TokenInfoResponse } from '@marketplace/api/accounts';
import { ApiErrorKind, isApiError } from '@marketplace/api/api-error';
import type { Account, User, TokenInfo } from '@marketplace/domain/entities/user';
import { anonymousUser, parseScopes } from '@marketplace/domain/entities/session';
import { errorCatalogue } from '@marketplace/domain/errors';
import { paths } from '@marketplace/domain/routes';
import { isReseller } from '@marketplace/domain/permissions';
import { MutationObserver } from '@tanstack/react-query';
import type { SliceCreator } from './store-deps.ts';

export interface SignInOptions {
  /** Support staff browsing as the user (the 'frenzied' hash flag). */
  ghostLogin?: boolean;
  /** The token is the host's (its `credentials` answer): a refusal is told back to the host. */
  fromHost?: boolean;
}

export interface UserSlice {
  session: User;
  /**
   * True while the platform keeps this user's token in its HttpOnly cookie (a top-level page,
   * domain/session-keeping): the store then holds no token at all, and calls send the cookie.
   */
  cookieSession: boolean;
  /** True once a sign-in attempt has ended either way (screens stop showing a loader). */
  initialised: boolean;
  /**
   * How many times the platform refused a token the host handed over (401): each one is told to
   * the host (store/host-events.ts), which forgets that token, so nothing offers it again.
   */
  hostCredentialsRefused: number;
  /**
   * False until the host that embeds the marketplace has answered its first `credentials` (or
   * there is no host to ask): until then a framed screen's own "Sign in" waits, as the host's
   * token may be on its way.
   */
  hostAnswered: boolean;
  hostHasAnswered: () => void;
  /** Keeps a token before sign-in completes (e.g. the agent app's credentials event). */
  /** Signs in with a token: token info, then the user's data, then the reseller check. */
  signInWithToken: (token: string, options?: SignInOptions) => Promise<boolean>;
  /** Top-level pages: trades the token for the platform's session cookie, forgets it, and signs in with the cookie. */
  startCookieSession: (token: string, options?: SignInOptions) => Promise<boolean>;
  /** Signs in with the session cookie the platform already holds (a reload); the ghost flag comes from the platform. */
  signInWithCookie: () => Promise<boolean>;
  /** Ends the start-up with no sign-in to make (no token, no host's, no kept session): screens stop waiting for one. */
  settleSignedOut: () => void;
  signOut: () => Promise<void>;
  /** 'Stop now' on a ghost login: revokes only the ghost token and forgets the user, staying on the page. */
  endGhostLogin: () => Promise<void>;
  /** What a 401 on any request does: toast, local sign-out, /marketplace. */
  handleUnauthorized: () => void;
}

const userOf = (token: string | null, info: TokenInfo, account: Account, ghostLogin: boolean): User => ({
  token,
  accountId: info.account_id,
  organizationId: info.organization_id,
  name: account.name,
  email: account.email,
  avatar: account.properties.avatar_url ?? null,
  permissions: parseScopes(info.scope),
  roles: account.roles,
  isGhostLogin: ghostLogin,
  suspended: account.properties.suspended,
  isReseller: false,
  isAuthorized: true,
});

/** A sign-in under way is a write of the query cache's (useIsMutating of this key): no slice tracks it. */
export const signInKey = ['sign-in'] as const;

export const createUserSlice: SliceCreator<UserSlice> =
  ({ api, queries, product, navigate, redirect }) =>
  (set, get) => {
    const asSignIn = (run: () => Promise<boolean>): Promise<boolean> => new MutationObserver(queries, { mutationKey: signInKey, mutationFn: run }).mutate();
    const fail = (code: 'tokenInfoFailed' | 'userDataFailed', ghostLogin: boolean): false => {
      set((state) => ({ session: { ...anonymousUser, token: state.session.token }, cookieSession: false, initialised: true }));
      get().notify(code);
      if (ghostLogin) get().notify('ghostLoginFailed');
      return false;
    };
    // Each sign-in attempt has a number: an older one that ends late changes nothing.
    let attempts = 0;
    // The token the host handed over, while it is the one the calls carry.
    let hostToken: string | null = null;

    /** Signs out locally after a 401: the logged-out toast once, and /marketplace. */
    const signOutUnauthorized = () => {
      const { session, cookieSession, notifications } = get();
      const alreadyShown = notifications.some((notification) => notification.type === 'unauthorized');
      // More refusals of calls that were already under way when the first one came back: the
      // user is signed out, told and moved already.
      if (alreadyShown && !session.isAuthorized && session.token === null && !cookieSession) return;
      const refusedHostToken = hostToken !== null && session.token === hostToken;
      hostToken = null;
      // The platform removed a refused cookie itself; the host is told to forget its token;
      // nothing is retried with the stale token.
      attempts += 1;
      set((state) => ({
        session: anonymousUser,
        cookieSession: false,
        hostCredentialsRefused: state.hostCredentialsRefused + (refusedHostToken ? 1 : 0),
      }));
      if (!alreadyShown) get().notify('unauthorized');
      redirect(errorCatalogue.unauthorized.redirectTo);
    };

    /** Reads the licence's partner type (chat product only); a failure means not a reseller. */
    const checkReseller = async () => {
      // The reseller partner type is read only in the chat product (spec 1).
      if (product !== 'livechat' || !get().session.isAuthorized) return;
      let reseller = false;
      try {
        const properties = await api.productApi.getLicenseProperties();
        reseller = isReseller(properties.partner_type, product);
      } catch {
        reseller = false;
      }
      set((state) => ({ session: { ...state.session, isReseller: reseller } }));
    };

    /** Token info, then the user's data, then the reseller check, with whichever token the calls carry. */
    const completeSignIn = async (token: string | null, attempt: number, ghostFlag: boolean | null): Promise<boolean> => {
      let info: TokenInfoResponse;
      try {
        info = await api.accounts.getTokenInfo(token ?? undefined);
      } catch (error) {
        if (attempt !== attempts) return false;
        // A session cookie the platform refused (revoked elsewhere), or a host's token that expired
        // or was revoked: the spec's logged-out toast, once.
        if ((token === null || token === hostToken) && isApiError(error) && error.kind === ApiErrorKind.unauthorized) {
          set({ initialised: true });
          signOutUnauthorized();
          return false;
        }
        return fail('tokenInfoFailed', ghostFlag ?? false);
      }
      const ghostLogin = ghostFlag ?? info.ghost_login === true;
      let account: Account;
      try {
        account = await api.accounts.getUserData(info.account_id);
      } catch {
        return attempt === attempts ? fail('userDataFailed', ghostLogin) : false;
      }
      // A newer sign-in or a sign-out won while we waited.
      if (attempt !== attempts) return false;
      set({ session: userOf(token, info, account, ghostLogin), initialised: true });
      if (ghostLogin) get().notify('ghostLoginBrowsing', { params: { email: account.email } });
      await checkReseller();
      return true;
    };

    return {
      session: anonymousUser,
      cookieSession: false,
      initialised: false,
      hostCredentialsRefused: 0,
      hostAnswered: false,
      hostHasAnswered: () => set({ hostAnswered: true }),

      signInWithToken: (token, options = {}) => {
        const attempt = ++attempts;
        hostToken = options.fromHost === true ? token : null;
        set((state) => ({ session: { ...state.session, token }, cookieSession: false }));
        return asSignIn(() => completeSignIn(token, attempt, options.ghostLogin ?? false));
      },

      startCookieSession: (token, options = {}) => {
        const attempt = ++attempts;
        set({ session: { ...anonymousUser }, cookieSession: false });
        return asSignIn(async () => {
          try {
            await api.accounts.startSession(token);
          } catch {
            return attempt === attempts ? fail('tokenInfoFailed', options.ghostLogin ?? false) : false;
          }
          if (attempt !== attempts) return false;
          set({ cookieSession: true });
          return completeSignIn(null, attempt, options.ghostLogin ?? null);
        });
      },

      signInWithCookie: () => {
        const attempt = ++attempts;
        set({ session: { ...anonymousUser }, cookieSession: true });
        return asSignIn(() => completeSignIn(null, attempt, null));
      },

      settleSignedOut: () => set({ initialised: true }),

      signOut: async () => {
        attempts += 1;
        const {
          session: { token },
          cookieSession,
        } = get();
        // The cookie session is kept for the one call that revokes it (and removes the cookie).
        // A host's token is revoked too: the host is told to forget it, as for a refused one.
        const hostsToken = hostToken !== null && token === hostToken;
        hostToken = null;
        set((state) => ({ session: anonymousUser, hostCredentialsRefused: state.hostCredentialsRefused + (hostsToken ? 1 : 0) }));
        if (token !== null) await api.accounts.deleteSessions(token).catch(() => undefined);
        else if (cookieSession) await api.accounts.deleteSessions().catch(() => undefined);
        set({ cookieSession: false });
        navigate(paths.afterSignOut());
      },

      endGhostLogin: async () => {
        const {
          session: { token, isGhostLogin },
          cookieSession,
        } = get();
        if (!isGhostLogin) return;
        attempts += 1;
        set({ session: anonymousUser });
        // The platform ends only the ghost token: the user browsed as stays signed in elsewhere.
        if (token !== null) await api.accounts.deleteSessions(token).catch(() => undefined);
        else if (cookieSession) await api.accounts.deleteSessions().catch(() => undefined);
        set({ cookieSession: false });
      },

      handleUnauthorized: () => {
        // A token refused during sign-in is that sign-in's failure ('Cannot fetch token info').
        if (queries.isMutating({ mutationKey: signInKey }) > 0) return;
        signOutUnauthorized();
      },
    };
  };
