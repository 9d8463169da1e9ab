/** "BDT 1,234.50" (the site's English money) in poisha; throws when the text holds no BDT amount. */
export function poishaOf(text: string): number {
  const match = /BDT\s*([\d,]+)\.(\d{2})/.exec(text)
  if (!match) throw new Error(`no BDT amount in "${text}"`)
  return Number(`${match[1]?.replaceAll(',', '')}${match[2]}`)
}
