import type {
  FaqList,
  PromotionList,
  RulesDocument,
  SlideList,
  TutorialsDocument,
} from '@khela/contracts/content'
import { endpoint } from '../endpoint.ts'

export const slides = endpoint<{ response: SlideList }>()('GET', '/api/content/sliders')
export const faq = endpoint<{ response: FaqList }>()('GET', '/api/content/faq')
export const rules = endpoint<{ response: RulesDocument }>()('GET', '/api/content/rules')
export const tutorials = endpoint<{ response: TutorialsDocument }>()('GET', '/api/content/tutorials')
export const promotions = endpoint<{ response: PromotionList }>()('GET', '/api/content/promotions')
/** An image for the back office's content (the form field `image`); answers where it is stored. */
