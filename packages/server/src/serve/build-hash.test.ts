import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildHashOf } from './build-hash.ts';

describe('spec 4: the build hash changes with the build', () => {
  it('is the same for the same files and changes when one of them does', () => {
    const dir = mkdtempSync(join(tmpdir(), 'build-hash-'));
    const shell = join(dir, 'index.html');
    const remote = join(dir, 'remoteEntry.js');
    writeFileSync(shell, '<script src="/marketplace/assets/main-AAA.js"></script>');
    writeFileSync(remote, 'import "./assets/x-111.js"');
    const first = buildHashOf([shell, remote]);
    expect(first).toMatch(/^[0-9a-f]{20}$/);
    expect(buildHashOf([shell, remote])).toBe(first);
    writeFileSync(remote, 'import "./assets/x-222.js"');
    const second = buildHashOf([shell, remote]);
    expect(second).not.toBe(first);
    writeFileSync(shell, '<script src="/marketplace/assets/main-BBB.js"></script>');
    expect(buildHashOf([shell, remote])).not.toBe(second);
  });
});
