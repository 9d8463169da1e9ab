import { notModified } from '@khela/contracts/catalog'
import { faqList, promotionList, rulesDocument, slideList, tutorialsDocument } from '@khela/contracts/content'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { isClientCopyFresh } from '../../lib/etag.ts'
import { findContentDocument, rulesSlug, tutorialsSlug } from './find-content-document.ts'
import { findFaqEntries } from './find-faq-entries.ts'
import { findPromotions } from './find-promotions.ts'
import { findSlides } from './find-slides.ts'

/** The site's content for everyone; answers carry ETags, so a browser revalidates cheaply and sees edits at once. */
export async function contentRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>()
  const { db } = app.services.database

  api.get(
    '/content/faq',
    {
      config: { access: 'public' },
      schema: {
        tags: ['content'],
        summary: 'Published FAQ entries for the footer, in both languages',
        response: { 200: faqList, 304: notModified },
      },
    },
    async (request, reply) => {
      const body = { entries: await findFaqEntries(db) }
      if (isClientCopyFresh(request, reply, body)) return reply.code(304).send(null)
      return body
    },
  )

  api.get(
    '/content/sliders',
    {
      config: { access: 'public' },
      schema: {
        tags: ['content'],
        summary: 'The lobby banner: active slides in order, with their image sizes',
        response: { 200: slideList, 304: notModified },
      },
    },
    async (request, reply) => {
      const body = { slides: await findSlides(db) }
      if (isClientCopyFresh(request, reply, body)) return reply.code(304).send(null)
      return body
    },
  )

  api.get(
    '/content/promotions',
    {
      config: { access: 'public' },
      schema: {
        tags: ['content'],
        summary: 'Published promotions, newest first, with the categories that hold them',
        response: { 200: promotionList, 304: notModified },
      },
    },
    async (request, reply) => {
      const body = await findPromotions(db)
      if (isClientCopyFresh(request, reply, body)) return reply.code(304).send(null)
      return body
    },
  )

  api.get(
    '/content/rules',
    {
      config: { access: 'public' },
      schema: {
        tags: ['content'],
        summary: 'The Rules page in both languages',
        response: { 200: rulesDocument, 304: notModified },
      },
    },
    async (request, reply) => {
      const body = await findContentDocument(db, rulesSlug)
      if (isClientCopyFresh(request, reply, body)) return reply.code(304).send(null)
      return body
    },
  )

  api.get(
    '/content/tutorials',
    {
      config: { access: 'public' },
      schema: {
        tags: ['content'],
        summary: 'The Tutorials page: step-by-step guides in both languages',
        response: { 200: tutorialsDocument, 304: notModified },
      },
    },
    async (request, reply) => {
      const body = await findContentDocument(db, tutorialsSlug)
      if (isClientCopyFresh(request, reply, body)) return reply.code(304).send(null)
      return body
    },
  )
}
