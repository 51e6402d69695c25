// `npm start`: install, build what changed, then run the four origins in this one process.
import { buildFrontEnds, install, step } from './steps.mjs';

await install();
await buildFrontEnds();
step('Starting the platform and the four origins');
// The server is TypeScript; tsx compiles it on the fly in this same process.
const { register } = await import('tsx/esm/api');
register();
const { main } = await import('../src/serve/main.ts');
await main();
