import {
  adminCategoryPage,
  adminCategoryRow,
  adminGamePage,
  adminGameRow,
} from '@khela/contracts/admin-catalog'
import type {
  CategoryGamesPage,
  CategoryKind,
  GameSearchResults,
  LobbySummary,
} from '@khela/contracts/catalog'
import { reservedCategorySlugs } from '@khela/contracts/catalog-options'
import { errorBody } from '@khela/contracts/errors'
import { and, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { makeUserWithRole } from '../../../test/make-staff.ts'
import { useTestApp } from '../../../test/use-test-app.ts'
import type { App } from '../../app.ts'
import { auditLog } from '../../db/schema/audit.ts'
import { gameCategories, gameCategoryMembers, gameProviders, games } from '../../db/schema/catalog.ts'

const testApp = useTestApp()
let serial = 0
const unique = (prefix: string) => `${prefix}-${++serial}`

/** A category inserted directly (not through the API under test), with games of the provider 'acme'. */
async function makeCategory(
  app: App,
  overrides: { kind?: CategoryKind; slug?: string; position?: number } = {},
) {
  const slug = overrides.slug ?? unique('cat')
  const [category] = await app.services.database.db
    .insert(gameCategories)
    .values({
      kind: overrides.kind ?? 'lobby',
      slug,
      name: { en: `Category ${slug}`, bn: `বিভাগ ${slug}` },
      position: overrides.position ?? 1000 + serial,
    })
    .returning()
  if (!category) throw new Error('category insert failed')
  return category
}

async function makeGame(
  app: App,
  overrides: {
    title?: string
    categoryIds?: number[]
    position?: number
    status?: 'active' | 'inactive'
  } = {},
) {
  const slug = unique('game')
  const position = overrides.position ?? serial
  const { db } = app.services.database
  const [game] = await db
    .insert(games)
    .values({
      slug,
      code: slug,
      providerCode: 'acme',
      title: overrides.title ?? `Game ${slug}`,
      position,
      status: overrides.status ?? 'active',
    })
    .returning()
  if (!game) throw new Error('game insert failed')
  for (const categoryId of overrides.categoryIds ?? []) {
    await db.insert(gameCategoryMembers).values({ categoryId, gameId: game.id, position })
  }
  return game
}

function staffApi(cookie: string) {
  const app = testApp()
  const headers = { cookie, origin: app.services.config.publicUrl }
  return {
    categories: (query = '') => app.inject({ url: `/api/admin/catalog/categories${query}`, headers }),
    createCategory: (payload: object) =>
      app.inject({ method: 'POST', url: '/api/admin/catalog/categories', headers, payload }),
    updateCategory: (id: number | string, payload: object) =>
      app.inject({ method: 'PATCH', url: `/api/admin/catalog/categories/${id}`, headers, payload }),
    deleteCategory: (id: number) =>
      app.inject({ method: 'DELETE', url: `/api/admin/catalog/categories/${id}`, headers }),
    games: (query = '') => app.inject({ url: `/api/admin/catalog/games${query}`, headers }),
    game: (id: number) => app.inject({ url: `/api/admin/catalog/games/${id}`, headers }),
    updateGame: (id: number, payload: object) =>
      app.inject({ method: 'PATCH', url: `/api/admin/catalog/games/${id}`, headers, payload }),
  }
}

async function auditEntries(app: App, recordType: string, recordId: number) {
  const rows = await app.services.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.recordType, recordType), eq(auditLog.recordId, String(recordId))))
    .orderBy(auditLog.createdAt)
  return rows.map(({ action, actorId, before, after }) => ({ action, actorId, before, after }))
}

const fieldsOf = (response: { json: () => unknown }) => errorBody.parse(response.json()).error.fields

describe('catalogue back office', () => {
  let content: ReturnType<typeof staffApi>
  let contentUserId: string

  beforeAll(async () => {
    const app = testApp()
    await app.services.database.db.insert(gameProviders).values({ code: 'acme', name: 'Acme Slots' })
    const user = await makeUserWithRole(app, 'content')
    content = staffApi(user.cookie)
    contentUserId = user.userId
  })

  it('is open to content staff and admins, and refused to support and finance (403)', async () => {
    const app = testApp()
    const game = await makeGame(app)
    for (const role of ['support', 'finance'] as const) {
      const staff = staffApi((await makeUserWithRole(app, role)).cookie)
      for (const response of [
        await staff.categories(),
        await staff.games(),
        await staff.createCategory({ kind: 'main', name: { en: 'Nope' } }),
        await staff.updateGame(game.id, { status: 'inactive' }),
      ]) {
        expect(response.statusCode, role).toBe(403)
        expect(errorBody.parse(response.json()).error.code).toBe('FORBIDDEN')
      }
    }
    const admin = staffApi((await makeUserWithRole(app, 'admin')).cookie)
    expect((await admin.categories()).statusCode).toBe(200)
    expect((await content.game(game.id)).statusCode).toBe(200)
  })

  it('creates a lobby category in both languages, status in any case, audited', async () => {
    const slug = unique('fishing')
    const response = await content.createCategory({
      kind: 'lobby',
      name: { en: 'Fishing', bn: 'ফিশিং' },
      slug,
      status: 'Inactive',
    })
    expect(response.statusCode).toBe(201)
    const created = adminCategoryRow.parse(response.json())
    expect(created).toMatchObject({
      kind: 'lobby',
      slug,
      name: { en: 'Fishing', bn: 'ফিশিং' },
      status: 'inactive',
    })
    expect(created.gameCount).toBe(0)
    expect(await auditEntries(testApp(), 'game_category', created.id)).toEqual([
      { action: 'category.create', actorId: contentUserId, before: null, after: created },
    ])
  })

  it('adds main and sub categories by name alone: slug from the English name, placed last', async () => {
    const existing = await makeCategory(testApp(), { kind: 'main' })
    const response = await content.createCategory({ kind: 'main', name: { en: `Live Casino ${serial}!` } })
    expect(response.statusCode).toBe(201)
    const created = adminCategoryRow.parse(response.json())
    expect(created.slug).toBe(`live-casino-${serial}`)
    expect(created.name).toEqual({ en: `Live Casino ${serial}!`, bn: `Live Casino ${serial}!` })
    const list = adminCategoryPage.parse((await content.categories('?kind=main&pageSize=100')).json())
    expect(list.categories.at(-1)?.id).toBe(created.id)
    expect(list.categories.map((category) => category.position)).toEqual(
      list.categories.map((_, index) => index + 1),
    )
    expect(list.categories.map((category) => category.id)).toContain(existing.id)

    const sub = await content.createCategory({ kind: 'sub', name: { en: 'JILI' } })
    expect(adminCategoryRow.parse(sub.json())).toMatchObject({ kind: 'sub', slug: 'jili', status: 'active' })
  })

  it('refuses bad input with a field error code per field', async () => {
    const invalid = await content.createCategory({
      kind: 'shelf',
      name: { en: '', bn: 'x'.repeat(61) },
      slug: 'Not A Slug',
      status: 'paused',
      position: 0,
    })
    expect(invalid.statusCode).toBe(400)
    expect(fieldsOf(invalid)).toEqual({
      kind: 'INVALID_CHOICE',
      'name.en': 'REQUIRED',
      'name.bn': 'TEXT_TOO_LONG',
      slug: 'INVALID_SLUG',
      status: 'INVALID_CHOICE',
      position: 'NUMBER_OUT_OF_RANGE',
    })
    const noLatinName = await content.createCategory({ kind: 'main', name: { en: 'খেলা' } })
    expect(noLatinName.statusCode).toBe(400)
    expect(fieldsOf(noLatinName)).toEqual({ slug: 'REQUIRED' })
    expect((await content.categories('?kind=shelf')).statusCode).toBe(400)
    expect((await content.games('?status=paused')).statusCode).toBe(400)
    const game = await makeGame(testApp())
    const badGame = await content.updateGame(game.id, {
      title: ' ',
      position: -1,
      categoryIds: ['x'],
      isNew: 'yes',
    })
    expect(fieldsOf(badGame)).toEqual({
      title: 'REQUIRED',
      position: 'NUMBER_OUT_OF_RANGE',
      'categoryIds.0': 'INVALID_CHOICE',
      isNew: 'REQUIRED',
    })
    // Ids are PostgreSQL integers: one past them names no row and must not reach the database (it was a 500).
    const pastIntegers = 2 ** 31
    for (const response of [
      await content.game(pastIntegers),
      await content.updateGame(pastIntegers, { isNew: true }),
      await content.updateCategory(pastIntegers, { status: 'active' }),
      await content.deleteCategory(pastIntegers),
    ])
      expect(fieldsOf(response)).toEqual({ id: expect.any(String) })
    expect(fieldsOf(await content.updateGame(game.id, { categoryIds: [pastIntegers] }))).toEqual({
      'categoryIds.0': 'INVALID_CHOICE',
    })
  })

  it('refuses a slug another category of the same kind has (CONFLICT, SLUG_TAKEN); other kinds may share it', async () => {
    const taken = await makeCategory(testApp(), { kind: 'lobby' })
    const duplicate = await content.createCategory({ kind: 'lobby', name: { en: 'Again' }, slug: taken.slug })
    expect(duplicate.statusCode).toBe(409)
    expect(errorBody.parse(duplicate.json()).error).toMatchObject({
      code: 'CONFLICT',
      fields: { slug: 'SLUG_TAKEN' },
    })
    const other = await makeCategory(testApp(), { kind: 'lobby' })
    const renamed = await content.updateCategory(other.id, { slug: taken.slug })
    expect(renamed.statusCode).toBe(409)
    expect(fieldsOf(renamed)).toEqual({ slug: 'SLUG_TAKEN' })
    const mainKind = await content.createCategory({ kind: 'main', name: { en: 'Same' }, slug: taken.slug })
    expect(mainKind.statusCode).toBe(201)
  })

  it("refuses a lobby category one of the site's own paths as its slug (SLUG_RESERVED), storing nothing", async () => {
    const { db } = testApp().services.database
    for (const slug of reservedCategorySlugs) {
      const refused = await content.createCategory({ kind: 'lobby', name: { en: 'Taken path' }, slug })
      expect(refused.statusCode, slug).toBe(400)
      expect(errorBody.parse(refused.json()).error, slug).toMatchObject({
        code: 'VALIDATION_FAILED',
        fields: { slug: 'SLUG_RESERVED' },
      })
    }
    // A slug made from the English name is checked too.
    const fromName = await content.createCategory({ kind: 'lobby', name: { en: 'Bet History' } })
    expect(fromName.statusCode).toBe(400)
    expect(fieldsOf(fromName)).toEqual({ slug: 'SLUG_RESERVED' })
    const stored = await db
      .select({ slug: gameCategories.slug })
      .from(gameCategories)
      .where(eq(gameCategories.kind, 'lobby'))
    const reserved: readonly string[] = reservedCategorySlugs
    expect(stored.filter((row) => reserved.includes(row.slug))).toEqual([])

    const category = await makeCategory(testApp(), { kind: 'lobby' })
    const renamed = await content.updateCategory(category.id, {
      slug: 'dashboard',
      name: { en: 'Dash', bn: 'ড্যাশ' },
    })
    expect(renamed.statusCode).toBe(400)
    expect(fieldsOf(renamed)).toEqual({ slug: 'SLUG_RESERVED' })
    const [unchanged] = await db.select().from(gameCategories).where(eq(gameCategories.id, category.id))
    expect(unchanged).toMatchObject({ slug: category.slug, name: category.name })
    expect(await auditEntries(testApp(), 'game_category', category.id)).toEqual([])
  })

  it('lets main and sub categories, which have no page, take a reserved slug, and an old lobby one keep its own', async () => {
    const main = await content.createCategory({ kind: 'main', name: { en: 'Cricket' } })
    expect(main.statusCode).toBe(201)
    expect(adminCategoryRow.parse(main.json()).slug).toBe('cricket')
    const sub = await makeCategory(testApp(), { kind: 'sub' })
    const subRenamed = await content.updateCategory(sub.id, { slug: 'live' })
    expect(subRenamed.statusCode).toBe(200)
    expect(adminCategoryRow.parse(subRenamed.json()).slug).toBe('live')
    // A lobby category that got a reserved slug before the rule (inserted directly) can still be edited.
    const legacy = await makeCategory(testApp(), { kind: 'lobby', slug: 'tutorials' })
    const edited = await content.updateCategory(legacy.id, { slug: 'tutorials', status: 'inactive' })
    expect(edited.statusCode).toBe(200)
    expect(adminCategoryRow.parse(edited.json())).toMatchObject({ slug: 'tutorials', status: 'inactive' })
  })

  it('gives one of two admins adding the same slug at once a CONFLICT, not a server error', async () => {
    const slug = unique('race')
    const responses = await Promise.all(
      [1, 2].map(() => content.createCategory({ kind: 'lobby', name: { en: 'Race' }, slug })),
    )
    expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 409])
    const loser = responses.find((response) => response.statusCode === 409)
    expect(loser && fieldsOf(loser)).toEqual({ slug: 'SLUG_TAKEN' })
  })

  it('lists categories with search and pages, counting only listed games', async () => {
    const app = testApp()
    const tag = unique('zz')
    const first = await makeCategory(app, { slug: `${tag}-a` })
    const second = await makeCategory(app, { slug: `${tag}-b` })
    await makeGame(app, { categoryIds: [first.id] })
    await makeGame(app, { categoryIds: [first.id] })
    await makeGame(app, { categoryIds: [first.id], status: 'inactive' })
    const page1 = adminCategoryPage.parse((await content.categories(`?search=${tag}&pageSize=1`)).json())
    expect(page1.total).toBe(2)
    expect(page1.categories).toEqual([
      expect.objectContaining({ id: first.id, gameCount: 2, status: 'active' }),
    ])
    const page2 = adminCategoryPage.parse(
      (await content.categories(`?search=${tag}&pageSize=1&page=2`)).json(),
    )
    expect(page2.categories.map((category) => category.id)).toEqual([second.id])
    const byBengali = adminCategoryPage.parse(
      (await content.categories(`?search=${encodeURIComponent(`বিভাগ ${tag}-b`)}`)).json(),
    )
    expect(byBengali.categories.map((category) => category.id)).toEqual([second.id])
    const literal = adminCategoryPage.parse((await content.categories('?search=%25')).json())
    expect(literal.total).toBe(0)
  })

  it('moves a category by shifting the others: positions stay 1…n without duplicates', async () => {
    const create = async (en: string, position?: number) =>
      adminCategoryRow.parse((await content.createCategory({ kind: 'sub', name: { en }, position })).json())
    const order = async () =>
      adminCategoryPage
        .parse((await content.categories('?kind=sub&pageSize=100')).json())
        .categories.map((category) => [category.slug, category.position])
    const existing = (await order()).map(([slug]) => slug)
    const a = await create('Pos A')
    await create('Pos B')
    await create('Pos C')
    const d = await create('Pos D')
    const base = existing.length
    const slugs = async () => (await order()).map(([slug]) => slug).slice(base)
    expect(await slugs()).toEqual(['pos-a', 'pos-b', 'pos-c', 'pos-d'])
    const moved = await content.updateCategory(d.id, { position: base + 2 })
    expect(adminCategoryRow.parse(moved.json()).position).toBe(base + 2)
    expect(await slugs()).toEqual(['pos-a', 'pos-d', 'pos-b', 'pos-c'])
    await content.updateCategory(a.id, { position: 9999 })
    expect(await slugs()).toEqual(['pos-d', 'pos-b', 'pos-c', 'pos-a'])
    expect((await content.deleteCategory(d.id)).statusCode).toBe(204)
    expect(await slugs()).toEqual(['pos-b', 'pos-c', 'pos-a'])
    const e = await create('Pos E', base + 1)
    expect(e.position).toBe(base + 1)
    expect(await slugs()).toEqual(['pos-e', 'pos-b', 'pos-c', 'pos-a'])
    const positions = (await order()).map(([, position]) => position)
    expect(positions).toEqual(positions.map((_, index) => index + 1))
  })

  it('keeps positions unique when admins add and move categories at the same time', async () => {
    const tag = unique('busy')
    const created = await Promise.all(
      [1, 2, 3, 4].map((index) =>
        content.createCategory({ kind: 'main', name: { en: `${tag} ${index}` }, position: 1 }),
      ),
    )
    expect(created.map((response) => response.statusCode)).toEqual([201, 201, 201, 201])
    const ids = created.map((response) => adminCategoryRow.parse(response.json()).id)
    await Promise.all(ids.map((id, index) => content.updateCategory(id, { position: index + 2 })))
    const positions = adminCategoryPage
      .parse((await content.categories('?kind=main&pageSize=100')).json())
      .categories.map((category) => category.position)
    expect(positions).toEqual(positions.map((_, index) => index + 1))
  })

  it('updates names, slug and status (any case), audits before and after, and records nothing for no change', async () => {
    const category = await makeCategory(testApp(), { kind: 'lobby' })
    const before = adminCategoryRow.parse(
      adminCategoryPage.parse((await content.categories(`?search=${category.slug}`)).json()).categories[0],
    )
    const newSlug = unique('renamed')
    const response = await content.updateCategory(category.id, {
      name: { en: 'Table Games', bn: 'টেবিল গেম' },
      slug: newSlug,
      status: 'INACTIVE',
    })
    expect(response.statusCode).toBe(200)
    const after = adminCategoryRow.parse(response.json())
    expect(after).toMatchObject({
      slug: newSlug,
      status: 'inactive',
      name: { en: 'Table Games', bn: 'টেবিল গেম' },
    })
    expect((await content.updateCategory(category.id, { status: 'inactive' })).statusCode).toBe(200)
    expect(await auditEntries(testApp(), 'game_category', category.id)).toEqual([
      { action: 'category.update', actorId: contentUserId, before, after },
    ])
    const missing = await content.updateCategory(999_999, { status: 'active' })
    expect(missing.statusCode).toBe(404)
    expect(errorBody.parse(missing.json()).error.code).toBe('NOT_FOUND')
    expect((await content.updateCategory('abc', {})).statusCode).toBe(400)
  })

  it('refuses to delete a category that still has games (CONFLICT) and deletes an empty one, audited', async () => {
    const app = testApp()
    const full = await makeCategory(app)
    await makeGame(app, { categoryIds: [full.id], status: 'inactive' })
    const refused = await content.deleteCategory(full.id)
    expect(refused.statusCode).toBe(409)
    expect(errorBody.parse(refused.json()).error).toMatchObject({
      code: 'CONFLICT',
      message: expect.stringContaining('1 game'),
    })
    expect(await auditEntries(app, 'game_category', full.id)).toEqual([])

    const empty = await makeCategory(app)
    expect((await content.deleteCategory(empty.id)).statusCode).toBe(204)
    const [entry] = await auditEntries(app, 'game_category', empty.id)
    expect(entry).toMatchObject({
      action: 'category.delete',
      actorId: contentUserId,
      before: { slug: empty.slug },
      after: null,
    })
    expect((await content.deleteCategory(empty.id)).statusCode).toBe(404)
  })

  it('lists active and inactive games with search and pages', async () => {
    const app = testApp()
    const tag = unique('quokka')
    const first = await makeGame(app, { title: `${tag} One`, position: 1 })
    const second = await makeGame(app, { title: `${tag} Two`, position: 2 })
    const retired = await makeGame(app, { title: `${tag} Old`, status: 'inactive' })
    const active = adminGamePage.parse((await content.games(`?search=${tag}&pageSize=1`)).json())
    expect(active.total).toBe(2)
    expect(active.games.map((game) => game.id)).toEqual([first.id])
    const next = adminGamePage.parse((await content.games(`?search=${tag}&pageSize=1&page=2`)).json())
    expect(next.games.map((game) => game.id)).toEqual([second.id])
    const inactive = adminGamePage.parse((await content.games(`?status=Inactive&search=${tag}`)).json())
    expect(inactive.games).toEqual([
      expect.objectContaining({
        id: retired.id,
        status: 'inactive',
        provider: { code: 'acme', name: 'Acme Slots' },
      }),
    ])
    const byProvider = adminGamePage.parse((await content.games('?search=acme&pageSize=1')).json())
    expect(byProvider.total).toBeGreaterThanOrEqual(2)
    expect((await content.game(999_999)).statusCode).toBe(404)
  })

  it("edits a game's title, flags, position and categories, audited; unknown categories are refused", async () => {
    const app = testApp()
    const lobby = await makeCategory(app)
    const main = await makeCategory(app, { kind: 'main' })
    const sub = await makeCategory(app, { kind: 'sub' })
    const game = await makeGame(app, { categoryIds: [lobby.id, main.id], position: 40 })
    const before = adminGameRow.parse((await content.game(game.id)).json())
    expect(before.categories.map((category) => category.id).sort()).toEqual([lobby.id, main.id].sort())

    const response = await content.updateGame(game.id, {
      title: 'Golden Tiger',
      isPopular: true,
      isNew: true,
      isExclusive: true,
      position: 3,
      categoryIds: [lobby.id, sub.id, sub.id],
    })
    expect(response.statusCode).toBe(200)
    const after = adminGameRow.parse(response.json())
    expect(after).toMatchObject({
      title: 'Golden Tiger',
      isPopular: true,
      isNew: true,
      isExclusive: true,
      position: 3,
    })
    expect(after.categories.map((category) => category.id).sort()).toEqual([lobby.id, sub.id].sort())
    const members = await app.services.database.db
      .select({ position: gameCategoryMembers.position })
      .from(gameCategoryMembers)
      .where(eq(gameCategoryMembers.gameId, game.id))
    expect(members.map((member) => member.position)).toEqual([3, 3])

    const unknown = await content.updateGame(game.id, { categoryIds: [lobby.id, 999_999] })
    expect(unknown.statusCode).toBe(400)
    expect(fieldsOf(unknown)).toEqual({ categoryIds: 'INVALID_CHOICE' })
    expect((await content.updateGame(game.id, { title: 'Golden Tiger' })).statusCode).toBe(200)
    expect(await auditEntries(app, 'game', game.id)).toEqual([
      { action: 'game.update', actorId: contentUserId, before, after },
    ])
    expect((await content.updateGame(999_999, { isNew: false })).statusCode).toBe(404)

    const cleared = adminGameRow.parse((await content.updateGame(game.id, { categoryIds: [] })).json())
    expect(cleared.categories).toEqual([])
  })

  it('takes a deactivated game off the lobby, its category page, search and detail at once, and brings it back', async () => {
    const app = testApp()
    const category = await makeCategory(app, { position: 1 })
    const kept = await makeGame(app, { title: 'Kept Kingfisher', categoryIds: [category.id], position: 1 })
    const game = await makeGame(app, { title: 'Vanishing Vulture', categoryIds: [category.id], position: 2 })
    const publicView = async () => {
      const lobby = (await app.inject('/api/catalog/lobby')).json<LobbySummary>()
      const row = lobby.categories.find((entry) => entry.slug === category.slug)
      const page = await app.inject(`/api/catalog/categories/${category.slug}/games`)
      const search = (await app.inject('/api/catalog/search?q=vulture')).json<GameSearchResults>()
      return {
        lobby: row ? [row.gameCount, row.games.map((tile) => tile.slug)] : null,
        page:
          page.statusCode === 200
            ? page.json<CategoryGamesPage>().games.map((tile) => tile.slug)
            : page.statusCode,
        search: search.games.map((tile) => tile.slug),
        detail: (await app.inject(`/api/catalog/games/${game.slug}`)).statusCode,
      }
    }
    const visible = {
      lobby: [2, [kept.slug, game.slug]],
      page: [kept.slug, game.slug],
      search: [game.slug],
      detail: 200,
    }
    expect(await publicView()).toEqual(visible)

    expect((await content.updateGame(game.id, { status: 'Inactive' })).statusCode).toBe(200)
    expect(await publicView()).toEqual({
      lobby: [1, [kept.slug]],
      page: [kept.slug],
      search: [],
      detail: 404,
    })
    expect(
      adminGamePage.parse((await content.games('?status=inactive&search=vulture')).json()).games,
    ).toEqual([expect.objectContaining({ id: game.id })])

    expect((await content.updateGame(game.id, { status: 'active' })).statusCode).toBe(200)
    expect(await publicView()).toEqual(visible)

    expect((await content.updateCategory(category.id, { status: 'inactive' })).statusCode).toBe(200)
    const hidden = await publicView()
    expect(hidden).toMatchObject({ lobby: null, page: 404 })
    expect((await content.updateCategory(category.id, { status: 'active' })).statusCode).toBe(200)
    expect(await publicView()).toEqual(visible)
  })
})
