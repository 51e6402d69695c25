/**
 * Browser builds resolve `zod` and `zod/mini` to shared/zod-jitless.ts and zod-mini-jitless.ts: zod
 * configured for the pages' CSP before any schema is defined.
 */
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Alias, Plugin } from 'vite';

const here = (file: string) => fileURLToPath(new URL(file, import.meta.url));

export const jitlessZod: Alias[] = [
  { find: /^zod$/, replacement: here('../shared/zod-jitless.ts') },
  { find: /^zod\/mini$/, replacement: here('../shared/zod-mini-jitless.ts') },
];

const CLASSIC_SCHEMAS = /[\\/]zod[\\/]v4[\\/]classic[\\/]schemas\.js$/;
const STUB = '\0marketplace-zod-json-schema:';
const ABSENT = `const absent = () => { throw new Error('JSON Schema is not generated in the browser'); };`;

/**
 * Leaves zod's JSON Schema generation out of a browser build (about 6 KiB gzip of the first
 * view): every classic schema refers to its JSON Schema processor, so tree-shaking keeps them all,
 * though the pages never make a JSON Schema. `aggregateChecks` (a schema's `minLength` and such)
 * stays zod's own.
 */
export function zodWithoutJsonSchema(): Plugin {
  return {
    name: 'marketplace:zod-without-json-schema',
    enforce: 'pre',
    apply: 'build',
    resolveId(source, importer) {
      if (importer === undefined || !CLASSIC_SCHEMAS.test(importer)) return null;
      const file = resolve(dirname(importer), source);
      if (source === '../core/json-schema-processors.js') return `${STUB}processors:${file}`;
      if (source === '../core/to-json-schema.js') return `${STUB}to-json-schema`;
      return null;
    },
    load(id) {
      if (!id.startsWith(STUB)) return null;
      if (id === `${STUB}to-json-schema`) return `${ABSENT}\nexport const createToJSONSchemaMethod = () => absent;\nexport const createStandardJSONSchemaMethod = () => absent;\n`;
      const file = id.slice(`${STUB}processors:`.length);
      const names = [...readFileSync(file, 'utf8').matchAll(/^export (?:function|const) (\w+)/gm)].map((match) => match[1]).filter((name) => name !== 'aggregateChecks');
      return `${ABSENT}\nexport { aggregateChecks } from ${JSON.stringify(file)};\n${names.map((name) => `export const ${name} = absent;`).join('\n')}\n`;
    },
  };
}
