import {
  adminFaqCreate,
  adminFaqEntry,
  adminFaqList,
  adminFaqUpdate,
  adminPromotion,
  adminPromotionCategoryCreate,
  adminPromotionCreate,
  adminPromotionList,
  adminPromotionUpdate,
  adminRulesUpdate,
  adminSlide,
  adminSlideCreate,
  adminSlideList,
  adminSlideUpdate,
  adminTutorialsUpdate,
  contentIdParams,
  promotionCategory,
  rulesDocument,
  tutorialsDocument,
} from '@khela/contracts/content'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { requireStaff } from '../../session/session.ts'
import { createFaqEntry } from './create-faq-entry.ts'
import { createPromotion } from './create-promotion.ts'
import { createPromotionCategory } from './create-promotion-category.ts'
import { createSlide } from './create-slide.ts'
import { deleteFaqEntry } from './delete-faq-entry.ts'
import { deletePromotion } from './delete-promotion.ts'
import { deletePromotionCategory } from './delete-promotion-category.ts'
import { deleteSlide } from './delete-slide.ts'
import { findAdminFaqEntries } from './find-admin-faq-entries.ts'
import { findContentDocument, rulesSlug, tutorialsSlug } from './find-content-document.ts'
import { findAdminPromotions } from './find-promotions.ts'
import { findAdminSlides } from './find-slides.ts'
import { updateContentDocument } from './update-content-document.ts'
import { updateFaqEntry } from './update-faq-entry.ts'
import { updatePromotion } from './update-promotion.ts'
import { updateSlide } from './update-slide.ts'

/** The back office's Frontend pages: slider, promotions, FAQ and rules. `content.write` for reads and writes. */
export async function adminContentRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>()
  const { services } = app
  const { db } = services.database
  const permission = 'content.write'
  const changeBy = (request: FastifyRequest) => ({ staff: requireStaff(request), ipAddress: request.ip })
  const noStore = (reply: FastifyReply) => reply.header('cache-control', 'no-store')

  api.get(
    '/admin/content/sliders',
    {
      config: { permission },
      schema: {
        tags: ['admin-content'],
        summary: 'Every slide, active or not, in order',
        response: { 200: adminSlideList },
      },
    },
    async (_request, reply) => {
      noStore(reply)
      return { slides: await findAdminSlides(db) }
    },
  )

  api.post(
    '/admin/content/sliders',
    {
      config: { permission },
      schema: {
        tags: ['admin-content'],
        summary: 'Add a slide at the end of the banner (upload its image first)',
        body: adminSlideCreate,
        response: { 201: adminSlide },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createSlide(services, { ...changeBy(request), slide: request.body })),
  )

  api.patch(
    '/admin/content/sliders/:id',
    {
      config: { permission },
      schema: {
        tags: ['admin-content'],
        summary: "Change a slide's name, link, position (the others shift) or whether it shows",
        params: contentIdParams,
        body: adminSlideUpdate,
        response: { 200: adminSlide },
      },
    },
    async (request) =>
      updateSlide(services, { ...changeBy(request), slideId: request.params.id, update: request.body }),
  )

  api.delete(
    '/admin/content/sliders/:id',
    {
      config: { permission },
      schema: { tags: ['admin-content'], summary: 'Delete a slide', params: contentIdParams },
    },
    async (request, reply) => {
      await deleteSlide(services, { ...changeBy(request), slideId: request.params.id })
      return reply.status(204).send()
    },
  )

  api.get(
    '/admin/content/promotions',
    {
      config: { permission },
      schema: {
        tags: ['admin-content'],
        summary: 'Every promotion category and promotion, published or not',
        response: { 200: adminPromotionList },
      },
    },
    async (_request, reply) => {
      noStore(reply)
      return findAdminPromotions(db)
    },
  )

  api.post(
    '/admin/content/promotion-categories',
    {
      config: { permission },
      schema: {
        tags: ['admin-content'],
        summary: 'Add a promotion category by name',
        body: adminPromotionCategoryCreate,
        response: { 201: promotionCategory },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await createPromotionCategory(services, { ...changeBy(request), category: request.body })),
  )

  api.delete(
    '/admin/content/promotion-categories/:id',
    {
      config: { permission },
      schema: {
        tags: ['admin-content'],
        summary: 'Delete a promotion category (its promotions stay)',
        params: contentIdParams,
      },
    },
    async (request, reply) => {
      await deletePromotionCategory(services, { ...changeBy(request), categoryId: request.params.id })
      return reply.status(204).send()
    },
  )

  api.post(
    '/admin/content/promotions',
    {
      config: { permission },
      schema: {
        tags: ['admin-content'],
        summary: 'Add a promotion (upload its image first); published at once unless isPublished is false',
        body: adminPromotionCreate,
        response: { 201: adminPromotion },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await createPromotion(services, { ...changeBy(request), promotion: request.body })),
  )

  api.patch(
    '/admin/content/promotions/:id',
    {
      config: { permission },
      schema: {
        tags: ['admin-content'],
        summary: 'Publish or unpublish a promotion',
        params: contentIdParams,
        body: adminPromotionUpdate,
        response: { 200: adminPromotion },
      },
    },
    async (request) =>
      updatePromotion(services, {
        ...changeBy(request),
        promotionId: request.params.id,
        update: request.body,
      }),
  )

  api.delete(
    '/admin/content/promotions/:id',
    {
      config: { permission },
      schema: { tags: ['admin-content'], summary: 'Delete a promotion', params: contentIdParams },
    },
    async (request, reply) => {
      await deletePromotion(services, { ...changeBy(request), promotionId: request.params.id })
      return reply.status(204).send()
    },
  )

  api.get(
    '/admin/content/faq',
    {
      config: { permission },
      schema: {
        tags: ['admin-content'],
        summary: 'Every FAQ entry, published or not, in order',
        response: { 200: adminFaqList },
      },
    },
    async (_request, reply) => {
      noStore(reply)
      return { entries: await findAdminFaqEntries(db) }
    },
  )

  api.post(
    '/admin/content/faq',
    {
      config: { permission },
      schema: {
        tags: ['admin-content'],
        summary: 'Add a question and answer in both languages',
        body: adminFaqCreate,
        response: { 201: adminFaqEntry },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createFaqEntry(services, { ...changeBy(request), entry: request.body })),
  )

  api.patch(
    '/admin/content/faq/:id',
    {
      config: { permission },
      schema: {
        tags: ['admin-content'],
        summary: 'Edit, move (the others shift), publish or hide an FAQ entry',
        params: contentIdParams,
        body: adminFaqUpdate,
        response: { 200: adminFaqEntry },
      },
    },
    async (request) =>
      updateFaqEntry(services, { ...changeBy(request), entryId: request.params.id, update: request.body }),
  )

  api.delete(
    '/admin/content/faq/:id',
    {
      config: { permission },
      schema: { tags: ['admin-content'], summary: 'Delete an FAQ entry', params: contentIdParams },
    },
    async (request, reply) => {
      await deleteFaqEntry(services, { ...changeBy(request), entryId: request.params.id })
      return reply.status(204).send()
    },
  )

  api.get(
    '/admin/content/rules',
    {
      config: { permission },
      schema: {
        tags: ['admin-content'],
        summary: 'The Rules page as stored',
        response: { 200: rulesDocument },
      },
    },
    async (_request, reply) => {
      noStore(reply)
      return findContentDocument(db, rulesSlug)
    },
  )

  api.put(
    '/admin/content/rules',
    {
      config: { permission },
      schema: {
        tags: ['admin-content'],
        summary: 'Replace the Rules page in both languages',
        body: adminRulesUpdate,
        response: { 200: rulesDocument },
      },
    },
    async (request) =>
      updateContentDocument(services, rulesSlug, { ...changeBy(request), body: request.body.body }),
  )

  api.get(
    '/admin/content/tutorials',
    {
      config: { permission },
      schema: {
        tags: ['admin-content'],
        summary: 'The Tutorials page as stored',
        response: { 200: tutorialsDocument },
      },
    },
    async (_request, reply) => {
      noStore(reply)
      return findContentDocument(db, tutorialsSlug)
    },
  )

  api.put(
    '/admin/content/tutorials',
    {
      config: { permission },
      schema: {
        tags: ['admin-content'],
        summary: 'Replace the Tutorials page in both languages',
        body: adminTutorialsUpdate,
        response: { 200: tutorialsDocument },
      },
    },
    async (request) =>
      updateContentDocument(services, tutorialsSlug, { ...changeBy(request), body: request.body.body }),
  )
}
