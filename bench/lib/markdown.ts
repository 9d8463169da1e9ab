export function markdownTable(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const line = (cells: readonly string[]) => `| ${cells.join(' | ')} |`
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n')
}

export function verdict(isWithinBudget: boolean): string {
  return isWithinBudget ? 'within budget' : '**over budget**'
}
