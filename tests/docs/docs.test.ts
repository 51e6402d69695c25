/**
 * The docs stay true where a machine can tell: every relative link and every file path they name
 * resolves, and the members table of docs/architecture.md is the workspace's list.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '../..');
const tracked = execFileSync('git', ['ls-files'], { cwd: root, encoding: 'utf8' }).split('\n').filter(Boolean);
const folders = new Set(
  tracked.flatMap((file) =>
    file
      .split('/')
      .slice(0, -1)
      .map((_, index, parts) => parts.slice(0, index + 1).join('/')),
  ),
);
const docs = tracked.filter((file) => /^(README\.md|docs\/[^/]+\.md|packages\/[^/]+\/README\.md|tests\/bench\/README\.md|examples\/[^/]+\/README\.md)$/.test(file));

/** GitHub's anchor for a heading: lower case, punctuation dropped, each space a hyphen. */
const anchorOf = (heading: string) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[`*_]/g, '')
    .replace(/[^\p{L}\p{N} -]/gu, '')
    .replace(/ /g, '-');
const anchorsOf = (markdown: string) => new Set([...markdown.matchAll(/^#{1,6} (.+)$/gm)].map((match) => anchorOf(match[1] ?? '')));

/** Markdown without its fenced code blocks (commands and trees, not claims about files). */
const prose = (markdown: string) => markdown.replace(/^```[\s\S]*?^```/gm, '');

/** Whether a path of the repository exists; a path outside it (the product spec beside it) is no claim about the tree and counts as present. */
const exists = (path: string) => path.startsWith('../') || existsSync(join(root, path));
/** Folders a build or a run makes, not in git. */
const generated = new Set(['dist', 'dist-server', 'assets', '.data', 'node_modules', '.results']);

describe.each(docs)('%s', (doc) => {
  const text = readFileSync(join(root, doc), 'utf8');

  it('links only to files and headings that exist', () => {
    const broken: string[] = [];
    for (const [, target = ''] of prose(text).matchAll(/\]\(([^)\s]+)\)/g)) {
      if (/^[a-z]+:/i.test(target)) continue;
      const [path = '', anchor] = target.split('#');
      const file = path === '' ? doc : relative(root, join(root, dirname(doc), path));
      if (path !== '' && !exists(file)) {
        broken.push(target);
        continue;
      }
      if (anchor !== undefined && !file.startsWith('../') && file.endsWith('.md') && !anchorsOf(readFileSync(join(root, file), 'utf8')).has(anchor)) broken.push(target);
    }
    expect(broken).toEqual([]);
  });

  it('names only files and folders that exist', () => {
    const missing: string[] = [];
    for (const [, span = ''] of prose(text).matchAll(/`([^`\s]+)`/g)) {
      // A path: folders and a file name with an extension, or a folder ending in a slash; no
      // placeholders, globs, addresses or options.
      // placeholders, globs, addresses (a leading slash) or options; not what a build makes.
      if (!/^\.{0,2}\/?[\w@.-]+(\/[\w@.-]+)*(\.[a-z]{1,5}|\/)$/.test(span) || !span.includes('/') || /[{}*<>:]/.test(span) || span.startsWith('/')) continue;
      if (span.split('/').some((part) => generated.has(part))) continue;
      const path = span.replace(/^\.\//, '').replace(/\/$/, '');
      const candidates = [path, relative(root, join(root, dirname(doc), path))];
      const named = candidates.some(exists) || tracked.some((file) => file.endsWith(`/${path}`)) || [...folders].some((folder) => folder.endsWith(`/${path}`));
      if (!named) missing.push(span);
    }
    expect(missing).toEqual([]);
  });
});

describe('docs/architecture.md', () => {
  const text = readFileSync(join(root, 'docs/architecture.md'), 'utf8');
  const workspace = readFileSync(join(root, 'pnpm-workspace.yaml'), 'utf8');
  const packages = /^packages:\n((?: {2}- \S+\n)+)/m.exec(workspace)?.[1] ?? '';
  const members = [...packages.matchAll(/- (\S+)/g)].map((match) => match[1]);

  it("lists the workspace's members in its members table, and counts them right", () => {
    const section = text.slice(text.indexOf('## Members'), text.indexOf('## ', text.indexOf('## Members') + 3));
    const rows = [...section.matchAll(/^\| \[([^\]]+)\]/gm)].map((match) => match[1]);
    expect([...rows].sort()).toEqual([...members].sort());
    const words = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve', 'thirteen', 'fourteen'];
    expect(section).toContain(`has ${words[members.length]} members`);
  });
});
