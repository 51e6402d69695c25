// The platform of `npm run dev`, from its TypeScript sources: `tsx watch` runs this file and
// restarts it when a file it imports changes.
import { main } from '../src/serve/main.ts';

await main();
