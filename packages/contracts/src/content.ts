import { z } from 'zod'
import { localizedText } from './i18n.ts'
import { isImageWidth } from './images.ts'

export const faqEntry = z.object({
  id: z.string().uuid(),
  position: z.number().int(),
  question: localizedText,
  answer: localizedText,
})
export type FaqEntry = z.infer<typeof faqEntry>

export const faqList = z.object({ entries: z.array(faqEntry) })
export type FaqList = z.infer<typeof faqList>

/** Longest texts the back office accepts: what the banner, the promotion cards and the footer have room for. */
export const contentTextLimits = {
  sliderName: 80,
  link: 500,
  categoryName: 40,
  promotionTitle: 120,
  promotionDetails: 4_000,
  faqQuestion: 200,
  faqAnswer: 2_000,
  rules: 40_000,
  tutorials: 40_000,
} as const

// ---- Images ----

/** An uploaded image: the hash of its re-encoded bytes names it, so its URL never changes meaning. */
export const imageKey = z.string('REQUIRED').regex(/^[a-f0-9]{32}$/, 'INVALID_CHOICE')
export const storedImage = z.object({
  key: imageKey,
  width: z.number().int().positive(),
  height: z.number().int().positive(),
})
export type StoredImage = z.infer<typeof storedImage>

export const uploadFileParams = z.object({ file: z.string().regex(/^[a-f0-9]{32}\.webp$/) })
export const uploadQuery = z.object({
  w: z.coerce.number().int().refine(isImageWidth).optional(),
})

// ---- Shared field rules ----

const text = (max: number) => z.string('REQUIRED').trim().min(1, 'REQUIRED').max(max, 'TEXT_TOO_LONG')
const localized = (max: number) => z.object({ en: text(max), bn: text(max) }, 'REQUIRED')

/** Positions are 1…n; a position past the end means "last". */
const position = z
  .number('REQUIRED')
  .int('NUMBER_OUT_OF_RANGE')
  .min(1, 'NUMBER_OUT_OF_RANGE')
  .max(10_000, 'NUMBER_OUT_OF_RANGE')

/**
 * Where a slide leads: a path on this site ('/casino') or an https address. Anything else (javascript:,
 * protocol-relative '//host') is refused, so a slide can never run script or pose as the site.
 */
export const contentLink = z
  .string()
  .trim()
  .max(contentTextLimits.link, 'TEXT_TOO_LONG')
  .refine(
    (link) => /^\/(?!\/)[^\s\\]*$/.test(link) || /^https:\/\/[^\s/\\]+(?:\/\S*)?$/.test(link),
    'INVALID_LINK',
  )

export const contentIdParams = z.object({ id: z.string().uuid() })

// ---- Sliders ----

export const slide = z.object({
  id: z.string().uuid(),
  name: z.string(),
  image: storedImage,
  link: z.string().nullable(),
})
export type Slide = z.infer<typeof slide>
export const slideList = z.object({ slides: z.array(slide) })
export type SlideList = z.infer<typeof slideList>

export const adminSlide = slide.extend({
  position: z.number().int(),
  isActive: z.boolean(),
  createdAt: z.iso.datetime(),
})
export type AdminSlide = z.infer<typeof adminSlide>
export const adminSlideList = z.object({ slides: z.array(adminSlide) })
export type AdminSlideList = z.infer<typeof adminSlideList>

export const adminSlideCreate = z.object({
  name: text(contentTextLimits.sliderName),
  imageKey,
  link: contentLink.nullable().default(null),
  isActive: z.boolean().default(true),
})
export type AdminSlideCreate = z.input<typeof adminSlideCreate>

export const adminSlideUpdate = z.object({
  name: text(contentTextLimits.sliderName).optional(),
  link: contentLink.nullable().optional(),
  position: position.optional(),
  isActive: z.boolean().optional(),
})
export type AdminSlideUpdate = z.input<typeof adminSlideUpdate>

// ---- Promotions ----

export const promotionCategory = z.object({
  id: z.string().uuid(),
  name: localizedText,
  position: z.number().int(),
})
export type PromotionCategory = z.infer<typeof promotionCategory>

export const promotion = z.object({
  id: z.string().uuid(),
  title: localizedText,
  details: localizedText,
  image: storedImage,
  categoryIds: z.array(z.string().uuid()),
  publishedAt: z.iso.datetime().nullable(),
})
export type Promotion = z.infer<typeof promotion>

/** `/bonuses`: published promotions, newest first, and the categories that have any. */
export const promotionList = z.object({
  categories: z.array(promotionCategory),
  promotions: z.array(promotion),
})
export type PromotionList = z.infer<typeof promotionList>

export const adminPromotion = promotion.extend({ isPublished: z.boolean(), createdAt: z.iso.datetime() })
export type AdminPromotion = z.infer<typeof adminPromotion>
export const adminPromotionList = z.object({
  categories: z.array(promotionCategory),
  promotions: z.array(adminPromotion),
})
export type AdminPromotionList = z.infer<typeof adminPromotionList>

export const adminPromotionCategoryCreate = z.object({
  name: z.object(
    { en: text(contentTextLimits.categoryName), bn: text(contentTextLimits.categoryName).optional() },
    'REQUIRED',
  ),
})
export type AdminPromotionCategoryCreate = z.input<typeof adminPromotionCategoryCreate>

export const adminPromotionCreate = z.object({
  title: localized(contentTextLimits.promotionTitle),
  details: localized(contentTextLimits.promotionDetails),
  imageKey,
  categoryIds: z.array(z.string().uuid('INVALID_CHOICE')).max(20).default([]),
  isPublished: z.boolean().default(true),
})
export type AdminPromotionCreate = z.input<typeof adminPromotionCreate>

export const adminPromotionUpdate = z.object({ isPublished: z.boolean('REQUIRED') })
export type AdminPromotionUpdate = z.input<typeof adminPromotionUpdate>

// ---- FAQ ----

export const adminFaqEntry = faqEntry.extend({ isPublished: z.boolean() })
export type AdminFaqEntry = z.infer<typeof adminFaqEntry>
export const adminFaqList = z.object({ entries: z.array(adminFaqEntry) })
export type AdminFaqList = z.infer<typeof adminFaqList>

export const adminFaqCreate = z.object({
  question: localized(contentTextLimits.faqQuestion),
  answer: localized(contentTextLimits.faqAnswer),
  position: position.optional(),
  isPublished: z.boolean().default(true),
})
export type AdminFaqCreate = z.input<typeof adminFaqCreate>

export const adminFaqUpdate = z.object({
  question: localized(contentTextLimits.faqQuestion).optional(),
  answer: localized(contentTextLimits.faqAnswer).optional(),
  position: position.optional(),
  isPublished: z.boolean().optional(),
})
export type AdminFaqUpdate = z.input<typeof adminFaqUpdate>

// ---- Rules ----

/**
 * The Rules page: one document per language in a tiny text format — '# ' and '## ' start headings, '- ' a list
 * item, a blank line a new paragraph. The site renders it as React elements, never as HTML. Both texts are
 * empty (and `updatedAt` null) until the operator first writes it.
 */
export const rulesDocument = z.object({
  body: z.object({ en: z.string(), bn: z.string() }),
  updatedAt: z.iso.datetime().nullable(),
})
export type RulesDocument = z.infer<typeof rulesDocument>

export const adminRulesUpdate = z.object({ body: localized(contentTextLimits.rules) })
export type AdminRulesUpdate = z.input<typeof adminRulesUpdate>

// ---- Tutorials ----

/**
 * The Tutorials page: step-by-step guides (registering, depositing, betting, the fairness verifier, limits) in
 * the Rules page's text format, one document per language, edited in the back office as the rules are.
 */
export const tutorialsDocument = rulesDocument
export type TutorialsDocument = RulesDocument

export const adminTutorialsUpdate = z.object({ body: localized(contentTextLimits.tutorials) })
export type AdminTutorialsUpdate = z.input<typeof adminTutorialsUpdate>
