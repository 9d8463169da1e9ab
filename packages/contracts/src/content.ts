import { z } from 'zod'
import { localizedText } from './i18n.ts'

export const faqEntry = z.object({
  id: z.string().uuid(),
  position: z.number().int(),
  question: localizedText,
  answer: localizedText,
})
export type FaqEntry = z.infer<typeof faqEntry>

export const faqList = z.object({ entries: z.array(faqEntry) })
export type FaqList = z.infer<typeof faqList>
