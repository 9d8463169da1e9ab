/**
 * Amounts typed in taka by staff, sent in poisha. Parsed as text with integer math (no float ever holds an
 * amount): '1,250.5' is 125050 poisha. Anything else (letters, three decimals, a minus) is null.
 */
export function takaToPoisha(text: string): number | null {
  const match = /^(\d{1,13})(?:\.(\d{1,2}))?$/.exec(text.trim().replace(/,/g, ''))
  if (!match) return null
  const [, whole = '0', fraction = ''] = match
  const poisha = Number(whole) * 100 + Number(fraction.padEnd(2, '0'))
  return Number.isSafeInteger(poisha) ? poisha : null
}

/** The form's text for an amount: whole taka without decimals, else two decimals ('1250', '1250.50'). */
export function poishaToTaka(poisha: number): string {
  const sign = poisha < 0 ? '-' : ''
  const absolute = Math.abs(poisha)
  const whole = Math.trunc(absolute / 100)
  const fraction = absolute % 100
  return fraction === 0 ? `${sign}${whole}` : `${sign}${whole}.${String(fraction).padStart(2, '0')}`
}

/** A list of amounts as staff type them ('200, 500, 1000'); null when any of them is not an amount. */
export function takaListToPoisha(text: string): number[] | null {
  const parts = text
    .split(/[\s,;]+/)
    .map((part) => part.trim())
    .filter(Boolean)
  const amounts = parts.map(takaToPoisha)
  return amounts.every((amount): amount is number => amount !== null) ? amounts : null
}
