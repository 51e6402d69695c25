/**
 * Runs axe-core in a page (or frame) and returns the WCAG 2.x A/AA violations, each with the
 * selectors of its nodes so a failure says where to look.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Frame, Page } from 'playwright-core';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: string[];
}

/**
 * `frames: false` judges the document without its frames (a suite that checks the frame itself
 * apart, so the host's page is not judged twice nor waits on a frame without axe).
 */
export async function wcagViolations(target: Page | Frame, options: { frames?: boolean } = {}): Promise<AxeViolation[]> {
  // Loaded once per document: a suite that checks one page many times skips parsing it again.
  if (!(await target.evaluate(() => 'axe' in window))) await target.evaluate(axeSource);
  return target.evaluate(async (iframes) => {
    const axe = (
      window as unknown as {
        axe: { run: (ctx: Document, opts: object) => Promise<{ violations: Array<{ id: string; impact: string | null; help: string; nodes: Array<{ target: string[] }> }> }> };
      }
    ).axe;
    const result = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
      // Only violations are read: axe skips detailing the passes, a good part of its time.
      resultTypes: ['violations'],
      iframes,
    });
    return result.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.map((n) => n.target.join(' ')) }));
  }, options.frames ?? true);
}
