// Lint rules, including the import boundaries of docs/architecture.md ("dependencies point down the
// table and never up"). Plain `npx eslint <files>` and editors find this file by its name.
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const ours = (...names) => names.map((n) => `@marketplace/${n}`);
const react = ['react', 'react-dom', 'react-dom/*', 'react-router-dom', 'zustand', 'zustand/*', '@emotion/*'];

/**
 * The remote's feature folders (each a screen or flow of spec 2), read from the tree: every folder
 * of its src/ but the layers the features share.
 */
const remoteSource = fileURLToPath(new URL('remotes/marketplace/src/', import.meta.url));
const sharedLayers = ['ui', 'data', 'store', 'app-shell', 'sign-in', 'app-actions', 'server-render', 'testing'];
const features = readdirSync(remoteSource, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !sharedLayers.includes(entry.name))
  .map((entry) => entry.name);

/** A boundary: what a folder may not import, with the reason shown to whoever breaks it. */
const boundary = (files, forbidden, why, ignores = []) => ({
  files,
  ignores,
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [{ group: forbidden, message: why }],
      },
    ],
  },
});

const windowGlobals = ['window', 'document', 'localStorage', 'sessionStorage', 'navigator', 'location', 'fetch'];

export default tseslint.config(
  // Built output, never linted; the frozen host of protocol 2 is a build too (tests/e2e/protocol-2/README.md).
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-server/**',
      '**/coverage/**',
      '**/.data/**',
      '.e2e-data/**',
      '**/.__mf__temp/**',
      'tests/e2e/protocol-2/host-sdk-1.0.0-framed.js',
    ],
  },
  js.configs.recommended,
  // Type-aware (typescript-eslint's project service reads each file's tsconfig): among others a
  // promise nobody awaits or catches, or one handed where a plain callback is expected, is an error.
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      // The root vite.config.ts (vitest's workspace config) is in no tsconfig.
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      // `async` marks a function that keeps a promise-returning contract (route handlers, Fastify hooks,
      // bridge ends, test doubles of fetch): a throw must become a rejection, so it stays without an await.
      '@typescript-eslint/require-await': 'off',
    },
  },
  // Plain JavaScript files and the root vitest config are in no tsconfig, so they get the untyped rules.
  { files: ['**/*.{js,mjs,cjs}', 'vite.config.ts'], ...tseslint.configs.disableTypeChecked },
  // Vitest's asymmetric matchers (expect.any, expect.objectContaining) are typed `any` by vitest itself.
  { files: ['**/*.test.{ts,tsx}'], rules: { '@typescript-eslint/no-unsafe-assignment': 'off' } },
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['remotes/**/*.{ts,tsx}', 'hosts/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  boundary(
    ['packages/domain/**'],
    [...react, ...ours('api', 'bridge', 'server', 'remote'), 'penpal', 'fastify', 'pg', '@electric-sql/*', 'node:*', 'dompurify'],
    'packages/domain is pure: no React, I/O or other packages of ours (ARCHITECTURE.md).',
  ),
  {
    files: ['packages/domain/**'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-globals': ['error', ...windowGlobals, 'setTimeout', 'setInterval', 'crypto', 'process', 'globalThis'],
      'no-restricted-syntax': [
        'error',
        { selector: "CallExpression[callee.object.name='Date'][callee.property.name='now']", message: 'Time comes in as an argument.' },
        { selector: "NewExpression[callee.name='Date'][arguments.length=0]", message: 'Time comes in as an argument.' },
        { selector: "CallExpression[callee.object.name='Math'][callee.property.name='random']", message: 'Ids come in as arguments.' },
      ],
    },
  },
  boundary(['packages/api/**'], [...react, ...ours('bridge', 'server', 'remote'), 'penpal'], 'packages/api may import only domain.'),
  // Tests of the api client and the stores run against the real platform started in-process.
  boundary(['packages/api/**/*.test.ts'], [...react, ...ours('bridge', 'remote'), 'penpal'], 'api tests may add only the platform.'),
  boundary(['packages/bridge/**'], [...react, ...ours('api', 'server', 'remote')], 'packages/bridge may import only domain.'),
  // The host SDK is what another company installs: it bundles the bridge and the domain through
  // their package entries, and names nothing of the server, the remote or the hosts.
  boundary(
    ['packages/host-sdk/**'],
    [...react, ...ours('api', 'server', 'remote'), '**/packages/*/src/**', '../../*/**', '**/remotes/**', '**/hosts/**'],
    'packages/host-sdk imports the bridge and the domain by package name (@marketplace/bridge/..., @marketplace/domain/...).',
    ['packages/host-sdk/src/guide.test.ts'],
  ),
  boundary(['packages/server/**'], [...react, ...ours('api', 'bridge', 'remote'), 'penpal'], 'packages/server may import only domain.'),
  boundary(
    ['remotes/**'],
    [...ours('server'), '**/hosts/**', '**/packages/*/src/**'],
    'The remote imports domain, api and bridge through their package names, never the server or a host.',
  ),
  boundary(['remotes/**/*.test.{ts,tsx}'], ['**/hosts/**', '**/packages/*/src/**'], 'Remote tests may add only the platform.'),
  // Features of the remote do not import each other; what they share lives in ui/, data/ or store/.
  ...features.map((feature) =>
    boundary(
      [`remotes/marketplace/src/${feature}/**`],
      [...ours('server'), '**/hosts/**', '**/packages/*/src/**', ...features.filter((f) => f !== feature).map((f) => `**/${f}/**`)],
      `A feature imports shared code (${sharedLayers.map((layer) => `${layer}/`).join(', ')}) but never another feature.`,
      ['**/*.test.{ts,tsx}'],
    ),
  ),
  {
    files: ['remotes/**'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-globals': ['error', { name: 'fetch', message: 'Screens read stores; stores call the api client.' }],
      'no-restricted-properties': ['error', { property: 'postMessage', message: 'Only packages/bridge posts messages.' }],
    },
  },
  boundary(
    ['hosts/**'],
    [...ours('domain', 'api', 'server', 'remote'), '**/remotes/**', '**/packages/*/src/**'],
    'A host imports only the bridge and the federated modules of the remote (ARCHITECTURE.md).',
  ),
  // The product hosts embed like another company's host: through the host SDK's public entries,
  // never the bridge's transport, protocol or the federation runtime underneath it.
  boundary(
    ['hosts/agent-app/**', 'hosts/helpdesk/**', 'hosts/host-ui/**'],
    [
      ...ours('domain', 'api', 'server', 'remote'),
      '**/remotes/**',
      '**/packages/*/src/**',
      'penpal',
      '@module-federation/*',
      ...['penpal', 'ends', 'in-process', 'window-messenger', 'guards', 'listeners', 'mount-options', 'protocol', 'json-schemas'].map((module) => `@marketplace/bridge/${module}`),
    ],
    'A product host embeds the marketplace through @marketplace/host-sdk only, as another company would (ARCHITECTURE.md).',
  ),
  {
    files: ['hosts/**'],
    rules: { 'no-restricted-properties': ['error', { property: 'postMessage', message: 'Only packages/bridge posts messages.' }] },
  },
  // shared/ is the federation contract every side reads, so it sits below them all; vite-tooling/ builds the sides from it.
  // Its JSX runtime, which the React sides' builds compile to, is the one part made of React and emotion.
  boundary(
    ['shared/**', 'vite-tooling/**'],
    [...react, ...ours('api', 'bridge', 'server', 'remote'), '**/packages/**', '**/remotes/**', '**/hosts/**'],
    'shared/ and vite-tooling/ import other packages of ours through their public entry (@marketplace/domain/...), never by relative path.',
    ['shared/jsx/**'],
  ),
  // The browser suite's pages load through its fixture layer (tests/e2e/fixtures), which returns
  // once a server-rendered page is live; its waits are on what the page shows, never on the clock.
  {
    files: ['tests/e2e/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: "CallExpression[callee.property.name='goto']", message: 'Use loadPage(page, url) from tests/e2e/fixtures: it returns once the page is live.' },
        {
          selector: "CallExpression[callee.property.name='reload']:not([callee.object.name='location']):not([callee.object.property.name='location'])",
          message: 'Use reloadPage(page) from tests/e2e/fixtures: it returns once the page is live.',
        },
        { selector: "CallExpression[callee.property.name='waitForTimeout']", message: 'Wait for what the page shows (a locator, expect.poll, an event), not for time to pass.' },
      ],
    },
  },
  // A rule of its own (typescript-eslint's copy of no-restricted-imports), so it adds to the boundaries above instead of replacing them.
  {
    files: ['packages/**', 'remotes/**', 'hosts/**', 'shared/**', 'vite-tooling/**'],
    ignores: ['**/*.test.{ts,tsx}', '**/*.test-d.ts', '**/testing/**', '**/test/**', '**/vite.config.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/testing/**', '**/test/**'], message: 'Test helpers are for tests; production code cannot import them.' }] },
      ],
    },
  },
);
