/** Kept for files written against it: axe lives in the fixture layer (fixtures/axe.ts). */
export { wcagViolations, expectNoWcagViolations, type AxeViolation } from './fixtures/axe.ts';
