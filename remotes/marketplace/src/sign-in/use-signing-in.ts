/** Whether a sign-in is under way (the query cache's mutation of signInKey), or a known token's first one has not ended yet. */
import { useIsMutating } from '@tanstack/react-query';
import { useMarketplaceStore } from '../store/context.tsx';
import { signInKey } from '../store/user-slice.ts';

export function useSigningIn(options: { untilFirstEnds?: boolean } = {}): boolean {
  const pending = useIsMutating({ mutationKey: signInKey }) > 0;
  const firstUnsettled = useMarketplaceStore((s) => s.session.token !== null && !s.initialised);
  return pending || (options.untilFirstEnds === true && firstUnsettled);
}
