import {
  adminFaqEntry,
  adminPromotion,
  adminSlide,
  type FaqList,
  type PromotionList,
  promotionCategory,
  type RulesDocument,
  type SlideList,
  storedImage,
} from '@khela/contracts/content'
import { and, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { makeUserWithRole } from '../../../test/make-staff.ts'
import { testImage, uploadImage } from '../../../test/upload-image.ts'
import { useTestApp } from '../../../test/use-test-app.ts'
import type { App } from '../../app.ts'
import { auditLog } from '../../db/schema/audit.ts'
import { contentSliders } from '../../db/schema/content.ts'

const testApp = useTestApp()
let staff: { cookie: string; userId: string }

beforeAll(async () => {
  staff = await makeUserWithRole(testApp(), 'content')
})

function send(
  app: App,
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
  url: string,
  payload?: unknown,
  cookie = staff.cookie,
) {
  return app.inject({
    method,
    url,
    headers: { cookie, origin: app.services.config.publicUrl },
    payload: payload as object,
  })
}

async function uploadedKey(app: App): Promise<string> {
  const response = await uploadImage(app, staff.cookie, await testImage('png', { width: 1500, height: 600 }))
  return storedImage.parse(response.json()).key
}

async function auditActions(app: App, recordType: string, recordId: string) {
  const entries = await app.services.database.db
    .select({ action: auditLog.action, actorId: auditLog.actorId })
    .from(auditLog)
    .where(and(eq(auditLog.recordType, recordType), eq(auditLog.recordId, recordId)))
    .orderBy(auditLog.createdAt)
  return entries
}

describe('sliders', () => {
  it('adds slides at the end, lists active ones publicly in order, and audits each write', async () => {
    const app = testApp()
    await app.services.database.db.delete(contentSliders)
    const created = []
    for (const name of ['First', 'Second', 'Third']) {
      const response = await send(app, 'POST', '/api/admin/content/sliders', {
        name,
        imageKey: await uploadedKey(app),
        link: '/bonuses',
      })
      expect(response.statusCode).toBe(201)
      created.push(adminSlide.parse(response.json()))
    }
    expect(created.map((slide) => slide.position)).toEqual([1, 2, 3])
    expect(created[0]).toMatchObject({
      name: 'First',
      isActive: true,
      link: '/bonuses',
      image: { width: 1500, height: 600 },
    })

    const [first, second, third] = created
    if (!first || !second || !third) throw new Error('slides missing')
    const moved = await send(app, 'PATCH', `/api/admin/content/sliders/${third.id}`, { position: 1 })
    expect(moved.json()).toMatchObject({ position: 1 })
    const hidden = await send(app, 'PATCH', `/api/admin/content/sliders/${first.id}`, { isActive: false })
    expect(hidden.json()).toMatchObject({ isActive: false })

    const publicList = await app.inject('/api/content/sliders')
    expect(publicList.headers.etag).toBeDefined()
    expect(publicList.headers['cache-control']).toBe('public, no-cache')
    expect((publicList.json() as SlideList).slides.map((slide) => slide.name)).toEqual(['Third', 'Second'])
    const revalidated = await app.inject({
      url: '/api/content/sliders',
      headers: { 'if-none-match': String(publicList.headers.etag) },
    })
    expect(revalidated.statusCode).toBe(304)

    expect((await send(app, 'DELETE', `/api/admin/content/sliders/${third.id}`)).statusCode).toBe(204)
    const adminList = await app.inject({
      url: '/api/admin/content/sliders',
      headers: { cookie: staff.cookie },
    })
    expect(
      adminList
        .json()
        .slides.map((slide: { name: string; position: number }) => [slide.name, slide.position]),
    ).toEqual([
      ['First', 1],
      ['Second', 2],
    ])
    expect(await auditActions(app, 'content_slider', third.id)).toEqual([
      { action: 'slide.create', actorId: staff.userId },
      { action: 'slide.update', actorId: staff.userId },
      { action: 'slide.delete', actorId: staff.userId },
    ])
  })

  it('refuses an image that was never uploaded, unsafe links and a blank name, with field codes', async () => {
    const app = testApp()
    const unknownImage = await send(app, 'POST', '/api/admin/content/sliders', {
      name: 'X',
      imageKey: 'a'.repeat(32),
    })
    expect(unknownImage.json()).toMatchObject({
      error: { code: 'VALIDATION_FAILED', fields: { imageKey: 'INVALID_CHOICE' } },
    })
    const imageKey = await uploadedKey(app)
    for (const link of ['javascript:alert(1)', '//evil.example', 'http://plain.example', 'casino']) {
      const response = await send(app, 'POST', '/api/admin/content/sliders', { name: 'X', imageKey, link })
      expect(response.json(), link).toMatchObject({
        error: { code: 'VALIDATION_FAILED', fields: { link: 'INVALID_LINK' } },
      })
    }
    const external = await send(app, 'POST', '/api/admin/content/sliders', {
      name: 'Ok',
      imageKey,
      link: 'https://khela.example/promo',
    })
    expect(external.statusCode).toBe(201)
    const blank = await send(app, 'POST', '/api/admin/content/sliders', { name: '  ', imageKey })
    expect(blank.json()).toMatchObject({ error: { fields: { name: 'REQUIRED' } } })
    const missing = await send(
      app,
      'PATCH',
      '/api/admin/content/sliders/00000000-0000-4000-8000-000000000000',
      { isActive: true },
    )
    expect(missing.statusCode).toBe(404)
  })
})

describe('promotions', () => {
  it('adds categories and a published promotion that /bonuses lists; unpublishing hides it; all audited', async () => {
    const app = testApp()
    const category = promotionCategory.parse(
      (await send(app, 'POST', '/api/admin/content/promotion-categories', { name: { en: 'Slots' } })).json(),
    )
    expect(category.name).toEqual({ en: 'Slots', bn: 'Slots' })
    const created = await send(app, 'POST', '/api/admin/content/promotions', {
      title: { en: 'Free spins Friday', bn: 'শুক্রবার ফ্রি স্পিন' },
      details: { en: 'Twenty spins.', bn: 'বিশটি স্পিন।' },
      imageKey: await uploadedKey(app),
      categoryIds: [category.id],
    })
    expect(created.statusCode).toBe(201)
    const promotion = adminPromotion.parse(created.json())
    expect(promotion).toMatchObject({ isPublished: true, categoryIds: [category.id] })
    expect(promotion.publishedAt).not.toBeNull()

    const listed = (await app.inject('/api/content/promotions')).json() as PromotionList
    expect(listed.promotions.map((item) => item.title.en)).toContain('Free spins Friday')
    expect(listed.categories.map((item) => item.id)).toContain(category.id)

    const unpublished = await send(app, 'PATCH', `/api/admin/content/promotions/${promotion.id}`, {
      isPublished: false,
    })
    expect(unpublished.json()).toMatchObject({ isPublished: false })
    const after = (await app.inject('/api/content/promotions')).json() as PromotionList
    expect(after.promotions.map((item) => item.id)).not.toContain(promotion.id)
    expect(after.categories.map((item) => item.id)).not.toContain(category.id)

    expect((await send(app, 'DELETE', `/api/admin/content/promotions/${promotion.id}`)).statusCode).toBe(204)
    expect(
      (await send(app, 'DELETE', `/api/admin/content/promotion-categories/${category.id}`)).statusCode,
    ).toBe(204)
    expect(await auditActions(app, 'promotion', promotion.id)).toEqual([
      { action: 'promotion.create', actorId: staff.userId },
      { action: 'promotion.unpublish', actorId: staff.userId },
      { action: 'promotion.delete', actorId: staff.userId },
    ])
    expect((await auditActions(app, 'promotion_category', category.id)).map((entry) => entry.action)).toEqual(
      ['promotion_category.create', 'promotion_category.delete'],
    )
  })

  it('refuses unknown categories, missing Bengali text and an unknown image', async () => {
    const app = testApp()
    const imageKey = await uploadedKey(app)
    const base = { title: { en: 'T', bn: 'ট' }, details: { en: 'D', bn: 'ড' }, imageKey }
    const unknownCategory = await send(app, 'POST', '/api/admin/content/promotions', {
      ...base,
      categoryIds: ['00000000-0000-4000-8000-000000000000'],
    })
    expect(unknownCategory.json()).toMatchObject({ error: { fields: { categoryIds: 'INVALID_CHOICE' } } })
    const noBengali = await send(app, 'POST', '/api/admin/content/promotions', {
      ...base,
      details: { en: 'D', bn: '' },
    })
    expect(noBengali.json()).toMatchObject({ error: { fields: { 'details.bn': 'REQUIRED' } } })
    const noImage = await send(app, 'POST', '/api/admin/content/promotions', {
      ...base,
      imageKey: 'b'.repeat(32),
    })
    expect(noImage.json()).toMatchObject({ error: { fields: { imageKey: 'INVALID_CHOICE' } } })
  })
})

describe('FAQ', () => {
  it('adds, edits, moves, hides and deletes entries; the footer reads published ones in order; audited', async () => {
    const app = testApp()
    const add = async (en: string, position?: number) =>
      adminFaqEntry.parse(
        (
          await send(app, 'POST', '/api/admin/content/faq', {
            question: { en, bn: `${en} (bn)` },
            answer: { en: `${en} answer`, bn: `${en} উত্তর` },
            position,
          })
        ).json(),
      )
    const first = await add('Q one')
    const second = await add('Q two')
    const top = await add('Q top', 1)
    expect(top.position).toBe(1)
    const footer = () =>
      app.inject('/api/content/faq').then((response) => (response.json() as FaqList).entries)
    expect((await footer()).map((entry) => entry.question.en).slice(0, 3)).toEqual([
      'Q top',
      'Q one',
      'Q two',
    ])

    const edited = await send(app, 'PATCH', `/api/admin/content/faq/${first.id}`, {
      answer: { en: 'Changed answer', bn: 'বদলানো উত্তর' },
    })
    expect(edited.json()).toMatchObject({ answer: { en: 'Changed answer' } })
    await send(app, 'PATCH', `/api/admin/content/faq/${second.id}`, { isPublished: false })
    const published = await footer()
    expect(published.find((entry) => entry.id === first.id)?.answer.en).toBe('Changed answer')
    expect(published.map((entry) => entry.id)).not.toContain(second.id)

    expect((await send(app, 'DELETE', `/api/admin/content/faq/${top.id}`)).statusCode).toBe(204)
    const all = await app.inject({ url: '/api/admin/content/faq', headers: { cookie: staff.cookie } })
    const positions = all.json().entries.map((entry: { position: number }) => entry.position)
    expect(positions).toEqual(positions.map((_: number, index: number) => index + 1))
    expect((await auditActions(app, 'faq_entry', first.id)).map((entry) => entry.action)).toEqual([
      'faq.create',
      'faq.update',
    ])
  })
})

describe('rules', () => {
  it('is empty until written, then replaces the document in both languages, served publicly, audited', async () => {
    const app = testApp()
    const unwritten = { body: { en: '', bn: '' }, updatedAt: null }
    expect((await app.inject('/api/content/rules')).json()).toEqual(unwritten)
    expect((await send(app, 'GET', '/api/admin/content/rules')).json()).toEqual(unwritten)
    const body = { en: '# Rules\n\nBe kind.', bn: '# নিয়ম\n\nভদ্র থাকুন।' }
    const saved = await send(app, 'PUT', '/api/admin/content/rules', { body })
    expect(saved.statusCode).toBe(200)
    const rules = (await app.inject('/api/content/rules')).json() as RulesDocument
    expect(rules.body).toEqual(body)
    expect(rules.updatedAt).not.toBeNull()
    const empty = await send(app, 'PUT', '/api/admin/content/rules', { body: { en: 'x', bn: ' ' } })
    expect(empty.json()).toMatchObject({ error: { fields: { 'body.bn': 'REQUIRED' } } })
    expect((await auditActions(app, 'content_document', 'rules')).map((entry) => entry.action)).toEqual([
      'rules.update',
    ])
  })
})

describe('permissions', () => {
  it('lets only staff with content.write read or change content in the back office', async () => {
    const app = testApp()
    const routes = app.adminRoutes.filter(
      (route) => route.url.startsWith('/api/admin/content') || route.url === '/api/admin/uploads',
    )
    expect(routes.length).toBeGreaterThanOrEqual(14)
    const support = await makeUserWithRole(app, 'support')
    for (const route of routes) {
      const url = route.url.replace(':id', '00000000-0000-4000-8000-000000000000')
      const response = await app.inject({
        method: route.method as 'GET',
        url,
        headers: { cookie: support.cookie, origin: app.services.config.publicUrl },
      })
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(403)
    }
    const admin = await makeUserWithRole(app, 'admin')
    const asAdmin = await app.inject({
      url: '/api/admin/content/promotions',
      headers: { cookie: admin.cookie },
    })
    expect(asAdmin.statusCode).toBe(200)
  })
})
