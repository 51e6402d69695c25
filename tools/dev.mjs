// `npm run dev`: the development loop. The platform runs from its TypeScript sources under
// `tsx watch` (an edit to the server, the domain or shared/ restarts it), and beside it Vite's dev
// servers serve the remote's preview page and the framework-free hosts from their sources with hot
// module replacement (the help desk's host twice: the text product is that host on its own
// origin). The platform's configuration names those dev servers as the remote's, the agent app's,
// the help desk's and the text product's origins, so its CORS, frame and sign-in allow lists accept them.
// docs/development.md says what it covers and what it does not.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { buildFrontEnds, install, repoRoot, step } from './steps.mjs';

await install();
// The platform still serves the built public shell and remote (the agent app frames them); build only what is missing.
await buildFrontEnds({ ifMissing: true });

const { register } = await import('tsx/esm/api');
register();
const { parseRuntimeConfig } = await import('../packages/domain/src/runtime-config.ts');
const { runtimeConfigScript } = await import('../packages/server/src/serve/config.ts');
const { devVariables } = await import('../vite-tooling/vite-dev.ts');
const { exposes } = await import('../remotes/marketplace/exposes.ts');

/** Each dev server listens this far above its origin's port (DEV_PORT_OFFSET, 100 by default). */
const offset = Number(process.env.DEV_PORT_OFFSET ?? 100);
const given = parseRuntimeConfig(process.env);
const devServers = [
  { name: 'remote', dir: 'remotes/marketplace', port: given.ports.remote + offset, variable: 'REMOTE_ORIGIN' },
  { name: 'agentApp', dir: 'hosts/agent-app', port: given.ports.agentApp + offset, variable: 'AGENT_APP_ORIGIN' },
  { name: 'helpdesk', dir: 'hosts/helpdesk', port: given.ports.helpdesk + offset, variable: 'HELPDESK_ORIGIN' },
  // The help desk's page serves the text product from the text product's origin (one host, two products).
  { name: 'text', dir: 'hosts/helpdesk', port: given.ports.text + offset, variable: 'TEXT_ORIGIN', cacheDir: 'node_modules/.vite-text' },
].map((server) => ({ ...server, origin: `http://localhost:${server.port}` }));

const platformEnv = {
  ...process.env,
  ...Object.fromEntries(devServers.map((server) => [server.variable, server.origin])),
  // The server render runs the last build, which would not match the pages' code from source.
  MARKETPLACE_SERVER_RENDER: 'off',
  // A service worker would answer from its cache what the dev servers change.
  MARKETPLACE_SERVICE_WORKER: 'off',
};
const config = parseRuntimeConfig(platformEnv);
const script = runtimeConfigScript(config);

const children = [];
function start(command, args, options) {
  const child = spawn(command, args, { cwd: repoRoot, stdio: 'inherit', ...options });
  children.push(child);
  child.on('exit', (code, signal) => {
    if (!stopping) {
      console.error(`${command} ${args.join(' ')} stopped (${code ?? signal}); stopping the rest.`);
      stop();
    }
  });
  return child;
}

let stopping = false;
function stop() {
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);

step('Starting the platform from its sources (restarts on change) and the dev servers (hot reload)');
start(join(repoRoot, 'node_modules/.bin/tsx'), ['watch', '--clear-screen=false', 'packages/server/bin/dev-platform.ts'], { env: platformEnv });
// The hosts' dev servers import the remote's exposed modules from source, so an edit to a screen
// is replaced in a host's page as on the remote's preview page (vite-tooling/vite-dev.ts).
const remoteSources = JSON.stringify(Object.fromEntries(Object.entries(exposes).map(([name, file]) => [name, join(repoRoot, 'remotes/marketplace', file)])));
for (const server of devServers) {
  const builtRemote = server.name === 'remote' ? { [devVariables.builtRemote]: `http://localhost:${given.ports.remote}` } : { [devVariables.remoteSources]: remoteSources };
  start(join(repoRoot, 'node_modules/.bin/vite'), ['--port', String(server.port), '--strictPort', '--logLevel', 'warn'], {
    cwd: join(repoRoot, server.dir),
    // Two dev servers of one host each keep their own optimized dependencies.
    env: { ...process.env, [devVariables.runtimeConfigScript]: script, ...builtRemote, ...(server.cacheDir ? { [devVariables.cacheDir]: server.cacheDir } : {}) },
  });
}

console.log(
  [
    '',
    'Development servers (hot reload):',
    `  remote preview     ${config.origins.remote}/   (the marketplace's screens, from source)`,
    `  chat agent app     ${config.origins.agentApp}/apps/marketplace/   (the host from source; its frame, the built public site, shows a screen's edit after a reload)`,
    `  help desk          ${config.origins.helpdesk}/marketplace/   (the host and the remote's screens from source)`,
    `  text product       ${config.origins.text}/marketplace/   (the same, as the text product)`,
    `  public site        ${config.origins.platform}/marketplace/   (built; the remote it loads is built again after an edit)`,
    `  platform API       ${config.origins.platform}/v2/…   (from source, restarts on change)`,
    '',
  ].join('\n'),
);
