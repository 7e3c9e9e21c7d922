/** How a benchmark's figures are worked out and shown in its table. */

/** Rounded to `digits` decimals, as the tables show figures. */
export function round(value: number, digits = 1): number {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}

/**
 * The nearest-rank percentile of values sorted in ascending order (0.5 the median, 1 the largest);
 * undefined when there are none.
 */
export function nearestRank(sorted: number[], fraction: number): number | undefined {
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)];
}
