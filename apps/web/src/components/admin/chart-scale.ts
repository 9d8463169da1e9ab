/**
 * A value axis from the data to round ticks: 0 always shown, the step 1, 2 or 5 × 10ⁿ and never below `unit` (100
 * poisha for money: no tick between two taka), at most about `targetTicks` intervals.
 */
export function valueAxis(
  values: number[],
  { targetTicks = 4, unit = 1 }: { targetTicks?: number; unit?: number } = {},
): { min: number; max: number; ticks: number[] } {
  const low = Math.min(0, ...values)
  const high = Math.max(0, ...values)
  if (low === high) return { min: 0, max: unit, ticks: [0, unit] }
  const step = Math.max(unit, niceStep((high - low) / targetTicks))
  const min = Math.floor(low / step) * step
  const max = Math.ceil(high / step) * step
  const ticks: number[] = []
  for (let tick = min; tick <= max; tick += step) ticks.push(tick)
  return { min, max, ticks }
}

function niceStep(rough: number): number {
  const magnitude = 10 ** Math.floor(Math.log10(rough))
  const step = [1, 2, 5, 10].map((factor) => factor * magnitude).find((candidate) => candidate >= rough)
  return Math.max(1, Math.round(step ?? 10 * magnitude))
}

/** Which of `count` days get a label on the date axis: about `maxLabels` evenly, always the last. */
export function labelledDays(count: number, maxLabels = 6): Set<number> {
  const every = Math.max(1, Math.ceil(count / maxLabels))
  const labelled = new Set<number>()
  for (let index = count - 1; index >= 0; index -= every) labelled.add(index)
  return labelled
}
