import { z } from 'zod'

export { defaultLanguage, type Language, languages } from './languages.ts'

/** Text an operator writes in both of the site's languages. */
export const localizedText = z.object({ en: z.string().min(1), bn: z.string().min(1) })
export type LocalizedText = z.infer<typeof localizedText>

const bengaliDigits = '০১২৩৪৫৬৭৮৯'
/** Text with its Western digits written as Bengali ones, for Bengali text built from numbers. */
export const inBengaliDigits = (text: string) =>
  text.replace(/[0-9]/g, (digit) => bengaliDigits[Number(digit)] ?? digit)
