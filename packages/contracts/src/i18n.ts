import { z } from 'zod'

export const languages = ['en', 'bn'] as const
export type Language = (typeof languages)[number]
export const defaultLanguage: Language = 'en'

/** Text an operator writes in both of the site's languages. */
export const localizedText = z.object({ en: z.string().min(1), bn: z.string().min(1) })
export type LocalizedText = z.infer<typeof localizedText>
