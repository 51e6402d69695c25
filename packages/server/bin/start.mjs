// `npm start`: install, build what changed, then run the four origins in this one process.
// package.json starts it with --max-semi-space-size=4 (MB): V8's young generation otherwise grows
// to 32 MB while the server's modules and the server render's builds load and keeps it, about
// 20 MB of RSS more than PGlite alone holds (the memory bench runs the server with the same flags).
import { buildFrontEnds, buildServer, install, step } from './steps.mjs';

await install();
await buildFrontEnds();
await buildServer();
step('Starting the platform and the four origins');
// The server's build (dist/main.js): plain JavaScript, so no TypeScript compiler runs in this process.
const { main } = await import('../dist/main.js');
await main();
