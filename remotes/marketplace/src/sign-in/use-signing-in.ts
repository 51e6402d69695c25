/** Whether a sign-in is under way (the query cache's mutation of signInKey), or a known token's first one has not ended yet. */
import { useIsMutating } from '@tanstack/react-query';
import { useMarketplaceOptions, useSessionKeptAtStart } from '../app-shell/MarketplaceProviders.tsx';
import { useMarketplaceStore } from '../store/context.tsx';
import { signInKey } from '../store/user-slice.ts';

export function useSigningIn(options: { untilFirstEnds?: boolean } = {}): boolean {
  const pending = useIsMutating({ mutationKey: signInKey }) > 0;
  const firstUnsettled = useMarketplaceStore((s) => s.session.token !== null && !s.initialised);
  // Rendered for a kept session: signing in from the first render (the server's too) until the platform has answered.
  const keptAtStart = useSessionKeptAtStart();
  const keptSessionUnsettled = useMarketplaceStore((s) => keptAtStart && !s.initialised);
  return pending || keptSessionUnsettled || (options.untilFirstEnds === true && firstUnsettled);
}

/**
 * Whether a framed marketplace still waits for its host's first `credentials` answer. The same on
 * the server (which renders the frame's first view, no host yet) and while hydrating.
 */
export function useAwaitingHost(): boolean {
  const { embedding } = useMarketplaceOptions();
  const answered = useMarketplaceStore((s) => s.hostAnswered);
  return embedding === 'framed' && !answered;
}
