/**
 * User / session (spec 3 and 4). Sign-in: pending keeps the token; fulfilled sets the user data,
 * authorised and permissions; rejected leaves an unauthorised but initialised user. Sign-out
 * resets the user, clears the token, deletes the sessions and goes to /. A 401 anywhere signs the
 * user out locally with the spec's toast and goes to /marketplace.
 */
import { anonymousSession, parseScopes, type Account, type Session, type TokenInfo } from '@marketplace/domain/entities/user';
import { errorCatalogue } from '@marketplace/domain/errors';
import { paths } from '@marketplace/domain/routes';
import { isReseller } from '@marketplace/domain/permissions';
import { fulfilledRequest, idleRequest, pendingRequest, rejectedRequest, type RequestState } from './request-status.ts';
import type { SliceCreator } from './store-deps.ts';

export interface SignInOptions {
  /** Support staff browsing as the user (the 'frenzied' hash flag). */
  ghostLogin?: boolean;
}

export interface UserSlice {
  session: Session;
  signIn: RequestState;
  /** True once a sign-in attempt has ended either way (screens stop showing a loader). */
  initialised: boolean;
  /** Keeps a token before sign-in completes (e.g. the agent app's credentials event). */
  setToken: (token: string | null) => void;
  /** Signs in with a token: token info, then the user's data, then the reseller check. */
  signInWithToken: (token: string, options?: SignInOptions) => Promise<boolean>;
  /** Reads the licence's partner type (chat product only); a failure means not a reseller. */
  checkReseller: () => Promise<void>;
  signOut: () => Promise<void>;
  /** 'Stop now' on a ghost login: revokes only the ghost token and forgets the user, staying on the page. */
  endGhostLogin: () => Promise<void>;
  /** What a 401 on any request does: toast, local sign-out, /marketplace. */
  handleUnauthorized: () => void;
}

const sessionOf = (token: string, info: TokenInfo, account: Account, ghostLogin: boolean): Session => ({
  token,
  accountId: info.account_id,
  organizationId: info.organization_id,
  name: account.name,
  email: account.email,
  avatar: account.properties.avatar_url ?? null,
  permissions: parseScopes(info.scope),
  roles: account.roles,
  isGhostLogin: ghostLogin,
  isReseller: false,
  isAuthorized: true,
});

export const createUserSlice: SliceCreator<UserSlice> =
  ({ api, product, navigate, redirect }) =>
  (set, get) => {
    const fail = (code: 'tokenInfoFailed' | 'userDataFailed', error: unknown, ghostLogin: boolean): false => {
      set((state) => ({ session: { ...anonymousSession, token: state.session.token }, signIn: rejectedRequest(error), initialised: true }));
      get().notify(code);
      if (ghostLogin) get().notify('ghostLoginFailed');
      return false;
    };

    return {
      session: anonymousSession,
      signIn: idleRequest,
      initialised: false,

      setToken: (token) => set((state) => ({ session: { ...state.session, token } })),

      signInWithToken: async (token, options = {}) => {
        const ghostLogin = options.ghostLogin ?? false;
        set((state) => ({ session: { ...state.session, token }, signIn: pendingRequest }));
        let info: TokenInfo;
        try {
          info = await api.accounts.getTokenInfo(token);
        } catch (error) {
          return fail('tokenInfoFailed', error, ghostLogin);
        }
        let account: Account;
        try {
          account = await api.accounts.getUserData(info.account_id);
        } catch (error) {
          return fail('userDataFailed', error, ghostLogin);
        }
        // A newer sign-in or a sign-out won while we waited.
        if (get().session.token !== token) return false;
        set({ session: sessionOf(token, info, account, ghostLogin), signIn: fulfilledRequest, initialised: true });
        if (ghostLogin) get().notify('ghostLoginBrowsing', { params: { email: account.email } });
        await get().checkReseller();
        return true;
      },

      checkReseller: async () => {
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
      },

      signOut: async () => {
        const token = get().session.token;
        set({ session: anonymousSession, signIn: idleRequest });
        if (token !== null) await api.accounts.deleteSessions(token).catch(() => undefined);
        navigate(paths.afterSignOut());
      },

      endGhostLogin: async () => {
        const { token, isGhostLogin } = get().session;
        if (!isGhostLogin) return;
        set({ session: anonymousSession, signIn: idleRequest });
        // The platform ends only the ghost token: the user browsed as stays signed in elsewhere.
        if (token !== null) await api.accounts.deleteSessions(token).catch(() => undefined);
      },

      handleUnauthorized: () => {
        // A token refused during sign-in is that sign-in's failure ('Cannot fetch token info').
        if (get().signIn.status === 'pending') return;
        const alreadyShown = get().notifications.some((notification) => notification.type === 'unauthorized');
        set({ session: anonymousSession, signIn: idleRequest });
        if (!alreadyShown) get().notify('unauthorized');
        redirect(errorCatalogue.unauthorized.redirectTo);
      },
    };
  };

/** Whether the user holds billing rights etc. is the domain's call; these read the session only. */
export const selectSession = (state: { session: Session }): Session => state.session;
export const selectIsAuthorized = (state: { session: Session }): boolean => state.session.isAuthorized;
