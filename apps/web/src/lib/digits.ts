import type { Language } from '@khela/contracts/i18n'

const bengaliDigits = '০১২৩৪৫৬৭৮৯'

/**
 * The digits of `text` in the language's own: Bengali digits on Bengali pages, so a number inside a Bengali
 * sentence never shows Latin digits (one digit rule per language). English text is returned as it is.
 */
export function inLanguageDigits(text: string, language: Language): string {
  if (language !== 'bn') return text
  return text.replace(/\d/g, (digit) => bengaliDigits[Number(digit)] ?? digit)
}
