import type {
  AdminFaqCreate,
  AdminFaqEntry,
  AdminFaqList,
  AdminFaqUpdate,
  AdminPromotion,
  AdminPromotionCategoryCreate,
  AdminPromotionCreate,
  AdminPromotionList,
  AdminPromotionUpdate,
  AdminRulesUpdate,
  AdminSlide,
  AdminSlideCreate,
  AdminSlideList,
  AdminSlideUpdate,
  AdminTutorialsUpdate,
  PromotionCategory,
  RulesDocument,
  StoredImage,
  TutorialsDocument,
} from '@khela/contracts/content'
import { endpoint } from '../../endpoint.ts'

export const uploadImage = endpoint<{ body: FormData; response: StoredImage }>()('POST', '/api/admin/uploads')
export const slides = endpoint<{ response: AdminSlideList }>()('GET', '/api/admin/content/sliders')
export const createSlide = endpoint<{ body: AdminSlideCreate; response: AdminSlide }>()(
  'POST',
  '/api/admin/content/sliders',
)
export const updateSlide = endpoint<{ body: AdminSlideUpdate; response: AdminSlide }>()(
  'PATCH',
  '/api/admin/content/sliders/:id',
)
export const deleteSlide = endpoint<{ response: undefined }>()('DELETE', '/api/admin/content/sliders/:id')
export const faq = endpoint<{ response: AdminFaqList }>()('GET', '/api/admin/content/faq')
export const createFaqEntry = endpoint<{ body: AdminFaqCreate; response: AdminFaqEntry }>()(
  'POST',
  '/api/admin/content/faq',
)
export const updateFaqEntry = endpoint<{ body: AdminFaqUpdate; response: AdminFaqEntry }>()(
  'PATCH',
  '/api/admin/content/faq/:id',
)
export const deleteFaqEntry = endpoint<{ response: undefined }>()('DELETE', '/api/admin/content/faq/:id')
export const rules = endpoint<{ response: RulesDocument }>()('GET', '/api/admin/content/rules')
export const updateRules = endpoint<{ body: AdminRulesUpdate; response: RulesDocument }>()(
  'PUT',
  '/api/admin/content/rules',
)
export const tutorials = endpoint<{ response: TutorialsDocument }>()('GET', '/api/admin/content/tutorials')
export const updateTutorials = endpoint<{ body: AdminTutorialsUpdate; response: TutorialsDocument }>()(
  'PUT',
  '/api/admin/content/tutorials',
)
export const promotions = endpoint<{ response: AdminPromotionList }>()('GET', '/api/admin/content/promotions')
export const createPromotion = endpoint<{ body: AdminPromotionCreate; response: AdminPromotion }>()(
  'POST',
  '/api/admin/content/promotions',
)
export const updatePromotion = endpoint<{ body: AdminPromotionUpdate; response: AdminPromotion }>()(
  'PATCH',
  '/api/admin/content/promotions/:id',
)
export const deletePromotion = endpoint<{ response: undefined }>()(
  'DELETE',
  '/api/admin/content/promotions/:id',
)
export const createPromotionCategory = endpoint<{
  body: AdminPromotionCategoryCreate
  response: PromotionCategory
}>()('POST', '/api/admin/content/promotion-categories')
