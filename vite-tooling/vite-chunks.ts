/**
 * Puts the code an entry module needs at once into one chunk: rolldown otherwise
 * splits it by which exposed modules share which parts, and the remote's `./Marketplace` arrived
 * in seven files, a request each on the catalogue's first view. The group takes exactly what the
 * entry imports statically, transitively: code behind a dynamic import (detail, cart, checkout,
 * DOMPurify) stays in its own chunks. Module federation's own modules and the shared singletons
 * are left to the federation plugin's groups, which must keep them apart.
 */
import type { Rolldown } from 'vite';

type ChunkingContext = { getModuleInfo(id: string): { importedIds: readonly string[] } | null };

/** Modules the federation plugin owns (shared wrappers, its runtime) and the shared libraries. */
const federationOwned = /__mf|__loadShare__|__prebuild__|@module-federation|[\\/]node_modules[\\/](?:\.pnpm[\\/])?(?:react|react-dom|scheduler|zustand|@emotion)[@\\/]/;

/**
 * A codeSplitting group named `name` holding `entry` (a path ending) and its static imports.
 * `leaveOut`: modules the walk reaches only through a library's index (which imports all of the
 * library) and that only code behind a dynamic import uses: left to the chunks that use them.
 */
export function staticClosureGroup(name: string, entry: RegExp, leaveOut?: RegExp) {
  // rolldown calls `test` for every candidate before the first `name`: the entry's id is known by then.
  let entryId: string | null = null;
  let closure: Set<string> | null = null;
  const collect = (start: string, ctx: ChunkingContext) => {
    const seen = new Set<string>();
    const stack = [start];
    while (stack.length > 0) {
      const id = stack.pop() as string;
      if (seen.has(id) || federationOwned.test(id)) continue;
      seen.add(id);
      stack.push(...(ctx.getModuleInfo(id)?.importedIds ?? []));
    }
    return seen;
  };
  return {
    name: (id: string, ctx: ChunkingContext) => {
      closure ??= entryId === null ? new Set() : collect(entryId, ctx);
      return closure.has(id) && !leaveOut?.test(id) ? name : null;
    },
    test: (id: string) => {
      if (entry.test(id)) entryId = id;
      return !federationOwned.test(id);
    },
  } satisfies Partial<Rolldown.CodeSplittingGroup> as Rolldown.CodeSplittingGroup;
}

/** The module federation runtime's packages, otherwise split over several small files. */
export const federationRuntimeGroup = { name: 'federation', test: /[\\/]node_modules[\\/](?:\.pnpm[\\/])?@module-federation[\\/+]/ } satisfies Rolldown.CodeSplittingGroup;

/**
 * For a remote built with `experiments.externalRuntime` (vite-external-runtime.ts): the federation
 * modules without the runtime's core and the sdk, which only the core uses. They stay behind the
 * shim's fallback import, so a host page never loads them. The core's other dependency, the error
 * codes, gets a chunk of its own (`federationErrorCodesGroup`, fetched with the core): in this
 * group, the core's chunk would import the shim's chunk while the shim waits for the core.
 */
export const remoteFederationRuntimeGroup = {
  name: 'federation',
  test: /[\\/]node_modules[\\/](?:\.pnpm[\\/])?@module-federation[\\/+](?!runtime-core|sdk|error-codes)/,
} satisfies Rolldown.CodeSplittingGroup;

/** The federation error codes, which import nothing. */
export const federationErrorCodesGroup = {
  name: 'federation-errors',
  test: /[\\/]node_modules[\\/](?:\.pnpm[\\/])?@module-federation[\\/+]error-codes[@\\/]/,
} satisfies Rolldown.CodeSplittingGroup;
