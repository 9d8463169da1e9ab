export interface Spread {
  median: number
  min: number
  max: number
}

export function spread(values: readonly number[]): Spread {
  if (values.length === 0) throw new Error('no values to summarise')
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  const median =
    sorted.length % 2 === 1 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2
  return { median, min: sorted[0] ?? 0, max: sorted[sorted.length - 1] ?? 0 }
}
