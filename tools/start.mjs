// `npm start`: install, build what changed, then run the five origins in this one process.
// package.json starts it with two V8 options (the memory bench runs the server and PGlite alone
// with both):
// - --max-semi-space-size=4 (MB): the young generation otherwise grows to 32 MB while the server's
//   modules and the server render's builds load, and keeps it.
// - --v8-pool-size=1: one background thread instead of four for V8's compilers and GC. The server
//   is one thread; four background threads tiering up PGlite's WebAssembly at start-up fought it
//   for two cores: a restart is ready sooner and holds less memory, at the same request rates
//   (tests/bench/README.md).
import { buildFrontEnds, buildServer, install, step } from './steps.mjs';

await install();
await buildFrontEnds();
await buildServer();
step('Starting the platform and the four origins');
const { main } = await import('../packages/server/bin/production.mjs');
await main();
