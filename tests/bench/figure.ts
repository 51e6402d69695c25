/**
 * One figure of `npm run bench`: a value measured beside a baseline (the peer a user would pick
 * instead, run on the same machine in the same run), their ratio, and the budget it must meet.
 * Budgets are on ratios to the in-run baseline, or absolute where the issue states a limit (a
 * 16 ms keystroke, a 100 ms p99): never a number measured on another machine.
 */
export interface BenchFigure {
  /** The module that measured it (tests/bench/<module>.ts). */
  module: string;
  name: string;
  unit: string;
  value: number;
  baselineName: string;
  baseline: number;
  /** value ÷ baseline. */
  ratio: number;
  /** Readable budget, e.g. 'ratio ≥ 0.8' or '≤ 100 ms'. */
  budget: string;
  pass: boolean;
  /** How it was measured: repeats, rounds, connections. */
  method: string;
}

/**
 * `info`: a figure shown for what it tells, with no budget to meet (it always passes), where a
 * limit on it would judge what users do not feel.
 */
export type Budget = { ratioAtLeast: number } | { ratioAtMost: number } | { atMost: number } | { atLeast: number } | { info: true };

function budgetText(budget: Budget, unit: string): string {
  if ('info' in budget) return 'information only';
  if ('ratioAtLeast' in budget) return `ratio ≥ ${budget.ratioAtLeast}`;
  if ('ratioAtMost' in budget) return `ratio ≤ ${budget.ratioAtMost}`;
  if ('atMost' in budget) return `≤ ${budget.atMost} ${unit}`;
  return `≥ ${budget.atLeast} ${unit}`;
}

function meets(budget: Budget, value: number, ratio: number): boolean {
  if ('info' in budget) return true;
  if (!Number.isFinite(value)) return false;
  if ('ratioAtLeast' in budget) return ratio >= budget.ratioAtLeast;
  if ('ratioAtMost' in budget) return ratio <= budget.ratioAtMost;
  if ('atMost' in budget) return value <= budget.atMost;
  return value >= budget.atLeast;
}

export function figure(input: {
  module: string;
  name: string;
  unit: string;
  value: number;
  baselineName: string;
  baseline: number;
  budget: Budget;
  method: string;
  /** The ratio when it is not value ÷ baseline (the median of paired rounds' ratios). */
  ratio?: number;
}): BenchFigure {
  const ratio = input.ratio ?? input.value / input.baseline;
  return {
    module: input.module,
    name: input.name,
    unit: input.unit,
    value: input.value,
    baselineName: input.baselineName,
    baseline: input.baseline,
    ratio,
    budget: budgetText(input.budget, input.unit),
    pass: meets(input.budget, input.value, ratio),
    method: input.method,
  };
}

const round = (n: number): string => (Number.isFinite(n) ? (Math.abs(n) >= 100 ? n.toFixed(0) : Math.abs(n) >= 10 ? n.toFixed(1) : n.toFixed(2)) : String(n));

/** The Markdown table that `npm run bench` prints and the README shows. */
export function figureTable(figures: readonly BenchFigure[]): string {
  const lines = ['| figure | value | baseline (same run) | ratio | budget | result |', '|---|---:|---|---:|---|---|'];
  for (const f of figures) {
    lines.push(
      `| ${f.name} | ${round(f.value)} ${f.unit} | ${f.baselineName}: ${round(f.baseline)} ${f.unit} | ${round(f.ratio)}× | ${f.budget} | ${f.pass ? 'pass' : '**miss**'} |`,
    );
  }
  return lines.join('\n');
}

/** Percentile of a sample (nearest rank), in the sample's unit. */
export function percentile(sample: readonly number[], p: number): number {
  if (sample.length === 0) return Number.NaN;
  const sorted = [...sample].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? Number.NaN;
}

export const median = (sample: readonly number[]): number => percentile(sample, 50);
