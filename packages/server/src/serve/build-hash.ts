/**
 * The build hash of the served front ends (spec 4: a changed build hash forces one full reload):
 * a hash of the files that name every content-hashed chunk of the public site, the public shell's
 * index.html and the remote's entry, so any new build of either changes it. Computed once at start;
 * app-data.json serves it and every public page carries it in its run-time configuration.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';

export function buildHashOf(files: readonly string[]): string {
  const hash = createHash('sha256');
  for (const file of files)
    hash
      .update(file)
      .update('\0')
      .update(existsSync(file) ? readFileSync(file) : '')
      .update('\0');
  return hash.digest('hex').slice(0, 20);
}
