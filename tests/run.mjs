// `npm test`: install, then the unit suites (every workspace project; the domain's in a run of its own beside the
// rest, with its coverage threshold), and the browser suite in real Chromium (two shards side by side) with the typecheck, lint, formatting,
// knip (dead code), the development loop's measure and the reliability suite running beside it.
// Ends with one summary line of counts. Plain Node: it runs before anything is installed.
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { install, repoRoot, run, step } from '../tools/steps.mjs';

const bench = process.argv.includes('--bench');
const bin = (name) => join(repoRoot, 'node_modules/.bin', name);
const resultsDir = join(repoRoot, 'tests/.results');
const totals = { passed: 0, failed: 0, skipped: 0 };
/** Each failed test's file, name and first lines of its error, repeated at the very end where a log's tail shows them. */
const failures = [];
const started = Date.now();

/** Adds a vitest JSON report's counts to the totals; a suite that died before reporting counts as one failure. */
function count(reportFile) {
  if (!existsSync(reportFile)) {
    totals.failed += 1;
    return;
  }
  const report = JSON.parse(readFileSync(reportFile, 'utf8'));
  totals.passed += report.numPassedTests ?? 0;
  totals.failed += report.numFailedTests ?? 0;
  totals.skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
  for (const file of report.testResults ?? []) {
    const failed = (file.assertionResults ?? []).filter((test) => test.status === 'failed');
    if (failed.length === 0 && file.status === 'failed') failures.push({ file: file.name, name: '(the file itself)', message: file.message ?? '' });
    for (const test of failed) {
      // What the failed test's pages showed (tests/e2e/fixtures/failure-report.ts).
      const shown = test.meta?.pagesShown ? `\nWhat its pages showed:\n${test.meta.pagesShown}` : '';
      failures.push({ file: file.name, name: test.fullName, message: (test.failureMessages ?? []).join('\n'), shown });
    }
  }
}

function summary(ok) {
  const seconds = Math.round((Date.now() - started) / 1000);
  console.log(`\n${ok ? 'All suites passed' : 'Some suites failed'} in ${seconds} s.`);
  for (const { file, name, message, shown = '' } of failures) {
    console.log(`\n✖ ${file.replace(`${repoRoot}/`, '')} > ${name}\n${message.split('\n').slice(0, 12).join('\n')}${shown}`);
  }
  console.log(`tests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
}

/**
 * Runs a command beside another suite: its output is held back and handed over whole once it ends,
 * so two suites' lines never interleave. Resolves with whether it passed.
 */
function runBeside(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: repoRoot, stdio: ['ignore', 'pipe', 'pipe'], ...options });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('error', (error) => resolve({ ok: false, output: `${Buffer.concat(output)}${String(error)}\n` }));
    child.on('close', (code, signal) => {
      const failure = code === 0 ? '' : `✖ ${command} ${args.join(' ')} exited with ${code ?? signal}\n`;
      resolve({ ok: code === 0, output: `${Buffer.concat(output)}${failure}` });
    });
  });
}

/**
 * Debian's chromium (the browser suite) and postgresql (the server suites' Postgres leg and the
 * reliability suite), installed by this script when missing and running as root: in one apt-get,
 * beside the workspace's install, since both mostly wait on the network.
 */
async function installSystemPackages() {
  const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  const missing = [...(existsSync(chromium) ? [] : ['chromium']), ...(existsSync('/usr/lib/postgresql') ? [] : ['postgresql'])];
  if (missing.length === 0) return '';
  if (process.getuid?.() !== 0) {
    if (missing.includes('chromium')) throw new Error(`Chromium is missing at ${chromium}. Install Debian's package 'chromium' (apt-get install chromium) or set CHROMIUM_PATH.`);
    return '';
  }
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const update = await runBeside('apt-get', ['update', '-qq'], { env });
  const installed = update.ok ? await runBeside('apt-get', ['install', '-y', '-qq', ...missing], { env }) : update;
  if (!installed.ok) throw new Error(`apt-get install ${missing.join(' ')} failed:\n${installed.output}`);
  return `Installed Debian's ${missing.join(' and ')} (apt-get)\n`;
}

try {
  const systemPackages = installSystemPackages();
  // Caught here, thrown where it is awaited: a failure is reported once, by the step that needs it.
  systemPackages.catch(() => undefined);
  await install();
  step("Debian's packages for the browser and Postgres suites");
  process.stdout.write((await systemPackages) || 'Already installed\n');
  rmSync(resultsDir, { recursive: true, force: true });
  mkdirSync(resultsDir, { recursive: true });

  if (bench) {
    step('Benchmarks (tests/bench)');
    await run(bin('tsx'), ['tests/bench/run.ts']);
    process.exit(0);
  }

  step('Unit suites (every workspace project; beside them the domain with its coverage ≥ 95 %, and the front ends build)');
  // The browser suite's front ends build (skipped when unchanged) while the unit suites run: the
  // build spends much of its time in one process, the unit suites' workers leave room for it.
  const stepsModule = new URL('../tools/steps.mjs', import.meta.url).href;
  const frontEnds = runBeside(process.execPath, ['--input-type=module', '-e', `(await import(${JSON.stringify(stepsModule)})).buildFrontEnds()`]);
  // The browser suite's shards each start on a copy of one data directory, seeded here once
  // (tests/e2e/global-setup.ts) instead of by each shard on its critical path.
  const seededDir = join(resultsDir, 'browser-seeded');
  const seeding = runBeside(process.execPath, [join(repoRoot, 'packages/server/bin/prepare-data-dir.mjs'), seededDir, '{}']);
  // Coverage is measured where its threshold holds: the domain, by its own tests (a run of its
  // own, beside the rest). Collecting it in every other project's workers costs their run about a
  // sixth more CPU for figures nobody reads.
  const unitReports = [join(resultsDir, 'unit-domain.json'), join(resultsDir, 'unit.json')];
  const domainRun = runBeside(bin('vitest'), [
    'run',
    '--project=domain',
    '--coverage',
    `--coverage.reportsDirectory=${join(resultsDir, 'coverage')}`,
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${unitReports[0]}`,
  ]);
  const unitRun = run(bin('vitest'), ['run', '--project=!domain', '--reporter=default', '--reporter=json', `--outputFile.json=${unitReports[1]}`]);
  const unitFailure = await unitRun.then(
    () => null,
    (error) => error,
  );
  const domain = await domainRun;
  step('Domain unit suite with its coverage (ran beside the other unit suites)');
  process.stdout.write(domain.output);
  for (const report of unitReports) count(report);
  const built = await frontEnds;
  step('Front ends for the browser suite (built beside the unit suites)');
  process.stdout.write(built.output);
  const seed = await seeding;
  step("The browser suite's seeded data directory (made beside the unit suites)");
  process.stdout.write(seed.output);
  if (unitFailure !== null) throw unitFailure;
  if (!domain.ok) throw new Error('The domain unit suite or its coverage threshold failed.');
  if (!built.ok) throw new Error('The front ends did not build.');
  if (!seed.ok) throw new Error("The browser suite's data directory could not be seeded.");

  // The browser suite runs as two shards side by side, each with its own product (its own seeded
  // database, so one shard's purchases and sign-outs never reach the other's tests) and its own
  // Chromium: one page at a time keeps about one core busy, two keep both. The first shard takes
  // the longest files (and the two that start products on fixed ports), the second the rest,
  // about equal in time. The static checks, the dev loop's measure and then the reliability suite run beside them; each
  // one's output is printed whole after the first shard's.
  const firstShard = ['widths', 'demo-world', 'money-shown', 'tokens', 'server-render', 'refusals', 'two-instances', 'server-build', 'text-product', 'embedding', 'one-truth'].map(
    (name) => `${name}.test.ts`,
  );
  const browserConfig = ['run', '--config', 'tests/e2e/vitest.config.ts', '--reporter=default', '--reporter=json'];
  const browserReports = [join(resultsDir, 'browser-1.json'), join(resultsDir, 'browser-2.json')];
  const reliabilityReport = join(resultsDir, 'reliability.json');
  // `npm run dev` on ports of its own (4200–4204, its dev servers 4300–4304), starting on a copy of
  // the seeded data directory: the shards use theirs meanwhile and it is removed after them.
  const devMeasureDataDir = join(resultsDir, 'dev-measure-data');
  cpSync(seededDir, devMeasureDataDir, { recursive: true });
  const devMeasureEnv = {
    ...process.env,
    ...Object.fromEntries(['PORT_PLATFORM', 'PORT_REMOTE', 'PORT_AGENT_APP', 'PORT_HELPDESK', 'PORT_TEXT'].map((name, index) => [name, String(4200 + index)])),
    DEV_PORT_OFFSET: '100',
    DATA_DIR: devMeasureDataDir,
  };
  const besideBrowser = [
    ['Typecheck (tsc -b: every workspace member once, through project references)', bin('tsc'), ['-b']],
    ['Lint (eslint, typescript-eslint, react-hooks, import boundaries)', bin('eslint'), ['--max-warnings', '0', '.']],
    ['Formatting (prettier --check)', bin('prettier'), ['--check', '--log-level', 'warn', '.']],
    ['Unused files, exports and dependencies (knip)', bin('knip'), ['--no-progress']],
    [
      'Development loop (npm run dev:measure: an edit to a screen shown by hot replacement in the help desk, the text product and the preview page)',
      bin('tsx'),
      ['tests/dev/hot-reload.ts'],
      { env: devMeasureEnv },
    ],
    [
      'Reliability suite (crash safety under SIGKILL, two nodes on one Postgres, 20 s soak)',
      bin('vitest'),
      ['run', '--config', 'tests/reliability/vitest.config.ts', '--reporter=default', '--reporter=json', `--outputFile.json=${reliabilityReport}`],
    ],
  ];
  const browserEnv = { ...process.env, BROWSER_SEEDED_DIR: seededDir };
  const secondShard = runBeside(bin('vitest'), [...browserConfig, `--outputFile.json=${browserReports[1]}`, ...firstShard.map((file) => `--exclude=**/${file}`)], {
    // Its product on the run's ports (PORT_*, or the defaults) shifted by 10 (tests/e2e/vitest.config.ts).
    env: { ...browserEnv, BROWSER_PORT_SHIFT: '10' },
  });
  const besideResults = (async () => {
    const results = [];
    for (const [title, command, args, options] of besideBrowser) {
      const begun = Date.now();
      const result = await runBeside(command, args, options);
      results.push({ title, seconds: Math.round((Date.now() - begun) / 1000), ...result });
    }
    return results;
  })();

  step(`Browser suite, first shard (${firstShard.join(', ')}; beside it: the second shard, typecheck, lint, formatting, knip, the dev loop, reliability)`);
  // A failing shard still waits for what runs beside it (its failures are in the report).
  const firstPassed = await run(bin('vitest'), [...browserConfig, `--outputFile.json=${browserReports[0]}`, ...firstShard], { env: browserEnv }).then(
    () => true,
    (error) => {
      console.error(`\n✖ ${error instanceof Error ? error.message : String(error)}`);
      return false;
    },
  );
  const second = await secondShard;
  rmSync(seededDir, { recursive: true, force: true });
  step('Browser suite, second shard (every other file; ran beside the first)');
  process.stdout.write(second.output);
  for (const report of browserReports) count(report);

  let checksPassed = firstPassed && second.ok;
  const besideDone = await besideResults;
  rmSync(devMeasureDataDir, { recursive: true, force: true });
  for (const { title, seconds, ok, output } of besideDone) {
    step(`${title} (ran beside the browser suite, ${seconds} s)`);
    process.stdout.write(output);
    checksPassed &&= ok;
  }
  count(reliabilityReport);
  const passed = checksPassed && totals.failed === 0;
  summary(passed);
  process.exit(passed ? 0 : 1);
} catch (error) {
  console.error(`\n✖ ${error instanceof Error ? error.message : String(error)}`);
  summary(false);
  process.exit(1);
}
