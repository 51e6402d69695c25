/** User / session (spec 3 and 4): the token and who holds it. Sign-in flows land here next. */
import { anonymousSession, type Session } from '@marketplace/domain/entities/user';
import { idleRequest, type RequestState } from './request-status.ts';
import type { SliceCreator } from './store-deps.ts';

export interface UserSlice {
  session: Session;
  signIn: RequestState;
  /** Keeps a token before sign-in completes (spec 4: pending keeps the token). */
  setToken: (token: string | null) => void;
}

export const createUserSlice: SliceCreator<UserSlice> = () => (set) => ({
  session: anonymousSession,
  signIn: idleRequest,
  setToken: (token) => set((state) => ({ session: { ...state.session, token } })),
});
