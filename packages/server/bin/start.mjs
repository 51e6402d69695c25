// `npm start`: install, build what changed, then run the four origins in this one process.
// package.json starts it with two V8 options (the memory bench runs the server and PGlite alone
// with both):
// - --max-semi-space-size=4 (MB): the young generation otherwise grows to 32 MB while the server's
//   modules and the server render's builds load, and keeps it.
// - --v8-pool-size=1: one background thread instead of four for V8's compilers and GC. The server
//   is one thread; four background threads tiering up PGlite's WebAssembly at start-up fought it
//   for two cores. Measured on a restart: ready in 448 instead of 640 ms and 30 MB less RSS, with
//   the same request rates in the http bench.
import { buildFrontEnds, buildServer, install, step } from './steps.mjs';

await install();
await buildFrontEnds();
await buildServer();
step('Starting the platform and the four origins');
// The server's build (dist/main.js): plain JavaScript, so no TypeScript compiler runs in this process.
const { main } = await import('../dist/main.js');
await main();
