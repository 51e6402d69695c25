/**
 * Set-up of every browser test file: after the file, the CSP violations its pages reported are
 * printed and must be none (0 violations on every screen of the e2e suites).
 */
import { afterAll, expect } from 'vitest';
import { takeCspViolations } from './browser.ts';

afterAll(() => {
  const { violations, pages } = takeCspViolations();
  const file = expect.getState().testPath?.split('/').pop() ?? 'this file';
  console.log(`CSP violations in ${file}: ${violations.length} over ${pages} pages`);
  expect(violations).toEqual([]);
});
