// @vitest-environment node
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const guide = readFileSync(new URL('../../../docs/embedding.md', import.meta.url), 'utf8');

describe("the embedding guide's content security policy", () => {
  it("allows its own no-bundler recipe's import map by the map's hash", () => {
    const map = /<script type="importmap">([\s\S]*?)<\/script>/.exec(guide)?.[1];
    expect(map).toBeDefined();
    const hash = createHash('sha256')
      .update(map ?? '')
      .digest('base64');
    expect(guide).toContain(`'sha256-${hash}'`);
  });
});
