import { z } from 'zod'

export { defaultLanguage, type Language, languages } from './languages.ts'

/** Text an operator writes in both of the site's languages. */
export const localizedText = z.object({ en: z.string().min(1), bn: z.string().min(1) })
export type LocalizedText = z.infer<typeof localizedText>
