/** WCAG 2.x relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const channels = (hex.replace('#', '').match(/../g) ?? ['00', '00', '00']).map((pair) => {
    const value = Number.parseInt(pair, 16) / 255
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4
  })
  const [red = 0, green = 0, blue = 0] = channels
  return 0.2126 * red + 0.7152 * green + 0.0722 * blue
}

/** WCAG's contrast ratio of two #rrggbb colours, from 1 to 21. */
export function contrastRatio(first: string, second: string): number {
  const [lighter, darker] = [luminance(first), luminance(second)].sort((a, b) => b - a)
  return ((lighter ?? 0) + 0.05) / ((darker ?? 0) + 0.05)
}

const white = '#ffffff'
const ink = '#070b15'

/** A #rrggbb colour taken `share` (0–1) of the way to black. */
function darken(hex: string, share: number): string {
  const pairs = hex.replace('#', '').match(/../g) ?? ['00', '00', '00']
  return `#${pairs
    .map((pair) =>
      Math.round(Number.parseInt(pair, 16) * (1 - share))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`
}

/**
 * Colours for a name written on a colour the operator chose (a payment method's brand colour): white or the site's
 * darkest ink, whichever reads better, and where neither meets WCAG's 4.5:1 (a pure red such as #EC1C24 gives
 * 4.41 and 4.46) the brand colour darkened just enough for white to.
 */
export function colorsOn(brand: string): { backgroundColor: string; color: string } {
  const best = contrastRatio(white, brand) >= contrastRatio(ink, brand) ? white : ink
  if (contrastRatio(best, brand) >= 4.5) return { backgroundColor: brand, color: best }
  let share = 0
  while (contrastRatio(white, darken(brand, share)) < 4.5 && share < 1) share += 0.05
  return { backgroundColor: darken(brand, share), color: white }
}
