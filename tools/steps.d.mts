// Types of steps.mjs, for the TypeScript that imports it (the browser suite's global setup).
export const repoRoot: string;
export const frontEnds: readonly string[];
export function step(text: string): void;
export function run(command: string, args: readonly string[], options?: { cwd?: string; env?: NodeJS.ProcessEnv }): Promise<void>;
export function pnpm(args: readonly string[], options?: { cwd?: string }): Promise<void>;
export function install(): Promise<void>;
export function buildFrontEnds(options?: { force?: boolean; ifMissing?: boolean }): Promise<void>;
export function buildServer(): Promise<void>;
