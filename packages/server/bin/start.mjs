// `npm start`: install, build what changed, then run the four origins in this one process.
// package.json starts it with --max-semi-space-size=4 (MB): V8's young generation otherwise grows
// to 32 MB while the server's modules and the server render's builds load and keeps it, about
// 20 MB of RSS more than PGlite alone holds (the memory bench runs the server with the same flags).
import { buildFrontEnds, install, step } from './steps.mjs';

await install();
await buildFrontEnds();
step('Starting the platform and the four origins');
// The server is TypeScript; tsx compiles it on the fly in this same process.
const { register } = await import('tsx/esm/api');
register();
const { main } = await import('../src/serve/main.ts');
await main();
