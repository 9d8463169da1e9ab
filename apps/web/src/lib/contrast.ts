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

/**
 * White or the site's darkest ink, whichever reads better on a colour the operator chose (a payment method's brand
 * colour): white on bKash's pink, dark on Nagad's orange, so the name meets WCAG's contrast either way.
 */
export function inkOn(background: string): string {
  const white = '#ffffff'
  const dark = '#070b15'
  return contrastRatio(white, background) >= contrastRatio(dark, background) ? white : dark
}
