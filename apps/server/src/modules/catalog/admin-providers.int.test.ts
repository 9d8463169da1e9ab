import { adminGamePage, adminProviderList } from '@khela/contracts/admin-catalog'
import { slugMaxLength } from '@khela/contracts/catalog'
import { errorBody } from '@khela/contracts/errors'
import { gameImportReport, providerCredentialsView } from '@khela/contracts/provider-setup'
import { and, asc, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { makeUserWithRole } from '../../../test/make-staff.ts'
import { useTestApp } from '../../../test/use-test-app.ts'
import { auditLog } from '../../db/schema/audit.ts'
import { gameCategories, gameCategoryMembers, gameProviders, games } from '../../db/schema/catalog.ts'
import { providerCredentials } from '../../db/schema/provider-credentials.ts'

const testApp = useTestApp()
let serial = 0
const unique = (prefix: string) => `${prefix}-${++serial}`

function staffApi(cookie: string) {
  const app = testApp()
  const headers = { cookie, origin: app.services.config.publicUrl }
  return {
    providers: () => app.inject({ url: '/api/admin/catalog/providers', headers }),
    credentials: (code: string) =>
      app.inject({ url: `/api/admin/catalog/providers/${code}/credentials`, headers }),
    saveCredentials: (code: string, payload: object) =>
      app.inject({
        method: 'PUT',
        url: `/api/admin/catalog/providers/${code}/credentials`,
        headers,
        payload,
      }),
    importFile: (code: string, fileName: string, content: string) =>
      app.inject({
        method: 'POST',
        url: `/api/admin/catalog/providers/${code}/game-file`,
        headers,
        payload: { fileName, content },
      }),
    games: (query: string) => app.inject({ url: `/api/admin/catalog/games${query}`, headers }),
  }
}

async function makeProvider() {
  const code = unique('studio')
  await testApp()
    .services.database.db.insert(gameProviders)
    .values({ code, name: `Studio ${code}` })
  return code
}

async function auditOf(action: string, recordId: string) {
  return testApp()
    .services.database.db.select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.recordId, recordId)))
    .orderBy(asc(auditLog.createdAt))
}

const fieldsOf = (response: { json: () => unknown }) => errorBody.parse(response.json()).error.fields

describe('provider credentials', () => {
  let admin: ReturnType<typeof staffApi>
  let adminId: string

  beforeAll(async () => {
    const user = await makeUserWithRole(testApp(), 'admin')
    admin = staffApi(user.cookie)
    adminId = user.userId
  })

  it('are for administrators only: content, finance and support staff get 403', async () => {
    const code = await makeProvider()
    for (const role of ['content', 'finance', 'support'] as const) {
      const staff = staffApi((await makeUserWithRole(testApp(), role)).cookie)
      for (const response of [
        await staff.credentials(code),
        await staff.saveCredentials(code, { apiKey: 'stolen-key-123456' }),
      ]) {
        expect(response.statusCode, role).toBe(403)
      }
    }
    expect((await admin.credentials(code)).statusCode).toBe(200)
  })

  it('are stored encrypted, answered masked, kept when sent empty and removed on clear, audited without values', async () => {
    const code = await makeProvider()
    const empty = providerCredentialsView.parse((await admin.credentials(code)).json())
    expect(empty.apiKey).toEqual({ isSet: false, masked: null })
    expect(empty.updatedAt).toBeNull()

    const saved = await admin.saveCredentials(code, {
      apiKey: 'live-api-key-ABCD1234',
      licenseKey: 'licence-0000-9999',
      gameProviderKey: 'gpk-secret-value-7777',
      // The pin carries a '#' so no id, timestamp or base64url cipher text can hold it by chance.
      secretPin: '43#21',
      providerIps: '203.0.113.7, 2001:db8::1\n198.51.100.2',
    })
    expect(saved.statusCode).toBe(200)
    const view = providerCredentialsView.parse(saved.json())
    expect(view.apiKey).toEqual({ isSet: true, masked: '••••••1234' })
    expect(view.gameProviderKey.masked).toBe('••••••7777')
    // A pin is too short to show any of it.
    expect(view.secretPin).toEqual({ isSet: true, masked: '••••••' })
    expect(view.providerIps).toEqual(['203.0.113.7', '2001:db8::1', '198.51.100.2'])
    expect(saved.body).not.toContain('live-api-key')

    const [row] = await testApp()
      .services.database.db.select()
      .from(providerCredentials)
      .where(eq(providerCredentials.providerCode, code))
    const stored = JSON.stringify(row)
    for (const secret of ['live-api-key-ABCD1234', 'licence-0000-9999', 'gpk-secret-value-7777', '43#21']) {
      expect(stored).not.toContain(secret)
    }
    expect(row?.apiKey).toMatch(/^v1\./)

    const kept = providerCredentialsView.parse(
      (
        await admin.saveCredentials(code, {
          apiKey: '',
          licenseKey: 'new-licence-55556666',
          clear: ['secretPin'],
        })
      ).json(),
    )
    expect(kept.apiKey.masked).toBe('••••••1234')
    expect(kept.licenseKey.masked).toBe('••••••6666')
    expect(kept.secretPin).toEqual({ isSet: false, masked: null })
    expect(kept.providerIps).toHaveLength(3)

    const reread = providerCredentialsView.parse((await admin.credentials(code)).json())
    expect(reread).toEqual(kept)

    const entries = await auditOf('provider.credentials.update', code)
    expect(entries).toHaveLength(2)
    expect(entries[0]?.actorId).toBe(adminId)
    expect(entries[1]?.after).toEqual({
      replaced: ['licenseKey'],
      cleared: ['secretPin'],
      providerIps: ['203.0.113.7', '2001:db8::1', '198.51.100.2'],
      launchUrl: null,
      demoUrl: null,
    })
    const audited = JSON.stringify(entries)
    for (const secret of ['live-api-key', 'licence-0000', 'new-licence', 'gpk-secret', '43#21']) {
      expect(audited).not.toContain(secret)
    }
  })

  it('keep launch and demo URLs with their placeholders, show the wallet URL, and refuse a bad template', async () => {
    const code = await makeProvider()
    const launchUrl = 'https://games.example/play/{game}?token={token}&lang={language}'
    const saved = await admin.saveCredentials(code, {
      launchUrl,
      demoUrl: 'https://games.example/demo/{game}',
    })
    expect(saved.statusCode).toBe(200)
    const view = providerCredentialsView.parse(saved.json())
    expect(view).toMatchObject({ launchUrl, demoUrl: 'https://games.example/demo/{game}' })
    expect(view.walletUrl).toBe(`${testApp().services.config.publicUrl}/api/provider/v1`)
    // Absent keeps them; empty removes one.
    await admin.saveCredentials(code, { apiKey: 'another-api-key-1' })
    const kept = providerCredentialsView.parse((await admin.saveCredentials(code, { demoUrl: '' })).json())
    expect(kept).toMatchObject({ launchUrl, demoUrl: null })
    const refusals = [
      [{ launchUrl: 'ftp://games.example/{token}' }, 'launchUrl', 'INVALID_URL'],
      [{ launchUrl: 'https://games.example/play/{game}' }, 'launchUrl', 'TOKEN_PLACEHOLDER_REQUIRED'],
      [{ launchUrl: 'https://games.example/{token}/{secret}' }, 'launchUrl', 'UNKNOWN_PLACEHOLDER'],
      [{ demoUrl: 'https://games.example/demo/{token}' }, 'demoUrl', 'UNKNOWN_PLACEHOLDER'],
    ] as const
    for (const [update, field, rule] of refusals) {
      const response = await admin.saveCredentials(code, update)
      expect(response.statusCode, JSON.stringify(update)).toBe(400)
      expect(fieldsOf(response)).toEqual({ [field]: rule })
    }
  })

  it('refuse an address that is not IPv4 or IPv6, and an unknown provider', async () => {
    const code = await makeProvider()
    for (const providerIps of ['10.0.0.256', 'example.com', '2001:db8:::1', '1.2.3.4, nope']) {
      const response = await admin.saveCredentials(code, { providerIps })
      expect(response.statusCode, providerIps).toBe(400)
      expect(fieldsOf(response)).toEqual({ providerIps: 'INVALID_IP' })
    }
    expect((await admin.saveCredentials('no-such-studio', { apiKey: 'x-123456789012' })).statusCode).toBe(404)
    expect((await admin.credentials('no-such-studio')).statusCode).toBe(404)
    const untouched = providerCredentialsView.parse((await admin.credentials(code)).json())
    expect(untouched.providerIps).toEqual([])
  })

  it('are readable only with the key they were sealed under', async () => {
    const code = await makeProvider()
    await admin.saveCredentials(code, { apiKey: 'sealed-with-one-key-9999' })
    const { encryptSecret } = await import('../../lib/secret-box.ts')
    await testApp()
      .services.database.db.update(providerCredentials)
      .set({ apiKey: encryptSecret(Buffer.alloc(32, 1), 'other', `${code}:apiKey`) })
      .where(eq(providerCredentials.providerCode, code))
    const view = providerCredentialsView.parse((await admin.credentials(code)).json())
    expect(view.apiKey).toEqual({ isSet: true, masked: null })
  })

  it('lists providers with their game counts and whether credentials are stored', async () => {
    const code = await makeProvider()
    await admin.saveCredentials(code, { secretPin: '1111' })
    const { providers } = adminProviderList.parse((await admin.providers()).json())
    expect(providers.find((provider) => provider.code === code)).toMatchObject({
      gameCount: 0,
      hasCredentials: true,
      status: 'active',
    })
    const finance = staffApi((await makeUserWithRole(testApp(), 'finance')).cookie)
    expect((await finance.providers()).statusCode).toBe(403)
  })
})

describe('game file import', () => {
  let content: ReturnType<typeof staffApi>
  let slotsId: number
  let casinoId: number

  beforeAll(async () => {
    const { db } = testApp().services.database
    const categories = await db
      .insert(gameCategories)
      .values([
        { kind: 'lobby', slug: 'import-slots', name: { en: 'Slots', bn: 'স্লট' }, position: 1 },
        { kind: 'main', slug: 'import-casino', name: { en: 'Casino', bn: 'ক্যাসিনো' }, position: 1 },
      ])
      .returning()
    slotsId = categories[0]?.id ?? 0
    casinoId = categories[1]?.id ?? 0
    content = staffApi((await makeUserWithRole(testApp(), 'content')).cookie)
  })

  const membersOf = async (gameId: number) =>
    (
      await testApp()
        .services.database.db.select({ categoryId: gameCategoryMembers.categoryId })
        .from(gameCategoryMembers)
        .where(eq(gameCategoryMembers.gameId, gameId))
    )
      .map((row) => row.categoryId)
      .sort()

  it('adds new games, updates existing ones by code and reports rejected rows with their reasons', async () => {
    const code = await makeProvider()
    const { db } = testApp().services.database
    const [existing] = await db
      .insert(games)
      .values({
        providerCode: code,
        code: 'old-one',
        slug: unique('old-one'),
        title: 'Old One',
        rtpBasisPoints: 9000,
      })
      .returning()
    const csv = [
      'code,title,categories,popular,new,exclusive,rtp,demo,status,position',
      `old-one,Old One Remastered,import-slots|main:import-casino,yes,,,96.5,yes,INACTIVE,`,
      `"new-one","Gates of ""Gold"", Deluxe",import-slots,no,yes,no,95,no,active,7`,
      ',Missing Code,,,,,,,,',
      'bad-rtp,Bad RTP,,,,,101,,,',
      'bad-rtp-2,Bad RTP too,,,,,96.555,,,',
      'unknown-cat,Unknown Category,import-slots|no-such-category,,,,,,,',
      'new-one,Repeat of row 2,,,,,,,,',
      'bad-flag,Bad Flag,,maybe,,,,,,',
      'bad-status,Bad Status,,,,,,,paused,',
    ].join('\n')
    const response = await content.importFile(code, 'games.csv', csv)
    expect(response.statusCode).toBe(200)
    const report = gameImportReport.parse(response.json())
    expect(report.added).toEqual([
      { row: 2, code: 'new-one', title: 'Gates of "Gold", Deluxe', slug: 'gates-of-gold-deluxe' },
    ])
    expect(report.updated).toEqual([
      { row: 1, code: 'old-one', title: 'Old One Remastered', slug: existing?.slug },
    ])
    expect(report.rejected).toEqual([
      { row: 3, code: null, field: 'code', value: null, problem: 'REQUIRED' },
      { row: 4, code: 'bad-rtp', field: 'rtp', value: '101', problem: 'RTP_OUT_OF_RANGE' },
      { row: 5, code: 'bad-rtp-2', field: 'rtp', value: '96.555', problem: 'RTP_OUT_OF_RANGE' },
      {
        row: 6,
        code: 'unknown-cat',
        field: 'categories',
        value: 'no-such-category',
        problem: 'UNKNOWN_CATEGORY',
      },
      { row: 7, code: 'new-one', field: 'code', value: '2', problem: 'DUPLICATE_CODE' },
      { row: 8, code: 'bad-flag', field: 'popular', value: 'maybe', problem: 'NOT_YES_NO' },
      { row: 9, code: 'bad-status', field: 'status', value: 'paused', problem: 'INVALID_STATUS' },
    ])

    const [updated] = await db
      .select()
      .from(games)
      .where(eq(games.id, existing?.id ?? 0))
    expect(updated).toMatchObject({
      title: 'Old One Remastered',
      isPopular: true,
      rtpBasisPoints: 9650,
      hasDemo: true,
      status: 'inactive',
    })
    expect(await membersOf(existing?.id ?? 0)).toEqual([slotsId, casinoId].sort())
    const [added] = await db
      .select()
      .from(games)
      .where(and(eq(games.providerCode, code), eq(games.code, 'new-one')))
    expect(added).toMatchObject({
      isNew: true,
      rtpBasisPoints: 9500,
      position: 7,
      status: 'active',
      launchKind: 'provider',
    })
    expect(await membersOf(added?.id ?? 0)).toEqual([slotsId])

    const [entry] = await auditOf('games.import', code)
    expect(entry?.after).toEqual({
      fileName: 'games.csv',
      added: ['new-one'],
      updated: ['old-one'],
      rejected: 7,
    })

    // The imported game is in the back office's list for its provider; the updated one is now inactive.
    const active = adminGamePage.parse((await content.games(`?provider=${code}`)).json())
    expect(active.games.map((game) => game.title)).toEqual(['Gates of "Gold", Deluxe'])
    const inactive = adminGamePage.parse((await content.games(`?status=inactive&provider=${code}`)).json())
    expect(inactive.games.map((game) => game.title)).toEqual(['Old One Remastered'])
    const byCode = adminGamePage.parse((await content.games(`?status=inactive&search=old-on`)).json())
    expect(byCode.games.map((game) => game.provider.code)).toContain(code)
    expect(active.games[0]?.art.src).toMatch(/^\/api\/catalog\/art\/gates-of-gold-deluxe\.webp\?v=/)
  })

  it('reads a JSON list, and a second import of the same file updates instead of adding', async () => {
    const code = await makeProvider()
    const json = JSON.stringify({
      games: [
        { code: 'j-1', title: 'Json One', categories: ['import-slots'], popular: true, rtp: 97 },
        { code: 'j-2', title: 'Json Two', colour: 'red' },
      ],
    })
    const first = gameImportReport.parse((await content.importFile(code, 'list.JSON', json)).json())
    expect(first.added.map((game) => game.code)).toEqual(['j-1'])
    expect(first.rejected).toEqual([
      { row: 2, code: 'j-2', field: 'colour', value: 'red', problem: 'UNKNOWN_FIELD' },
    ])
    const second = gameImportReport.parse((await content.importFile(code, 'list.json', json)).json())
    expect(second.added).toEqual([])
    expect(second.updated.map((game) => game.code)).toEqual(['j-1'])
  })

  it("keeps a game's categories when its cell is empty, and keeps slugs of long titles within the routes' limit", async () => {
    const code = await makeProvider()
    const longTitle = 'The Extraordinarily Long Adventures of the Golden Dragon Emperor and Friends'
    const first = await content.importFile(
      code,
      'games.csv',
      ['code,title,categories', `keep-1,${longTitle},import-slots|main:import-casino`].join('\n'),
    )
    const [added] = gameImportReport.parse(first.json()).added
    const blank = await content.importFile(
      code,
      'games.csv',
      ['code,title,categories', 'keep-1,Renamed,'].join('\n'),
    )
    expect(gameImportReport.parse(blank.json()).updated.map((game) => game.code)).toEqual(['keep-1'])
    const [game] = await testApp()
      .services.database.db.select()
      .from(games)
      .where(and(eq(games.providerCode, code), eq(games.code, 'keep-1')))
    expect(await membersOf(game?.id ?? 0)).toEqual([slotsId, casinoId].sort())

    // The same long title from this provider again (another code) and from another one: each gets a suffix.
    const again = await content.importFile(
      code,
      'games.csv',
      ['code,title', `keep-2,${longTitle}`, `keep-3,${longTitle}`].join('\n'),
    )
    const otherProvider = await makeProvider()
    const elsewhere = await content.importFile(
      otherProvider,
      'games.csv',
      ['code,title', `far-1,${longTitle}`].join('\n'),
    )
    const slugs = [
      added?.slug,
      ...gameImportReport.parse(again.json()).added.map((row) => row.slug),
      ...gameImportReport.parse(elsewhere.json()).added.map((row) => row.slug),
    ]
    expect(new Set(slugs).size).toBe(4)
    for (const slug of slugs) {
      expect(slug?.length).toBeLessThanOrEqual(slugMaxLength)
      expect((await testApp().inject(`/api/catalog/games/${slug}`)).statusCode).toBe(200)
    }
  })

  it('takes turns when two imports of the same new games run at once: both succeed, one adds, the other updates', async () => {
    const code = await makeProvider()
    const csv = ['code,title', 'race-1,Race Game One', 'race-2,Race Game Two'].join('\n')
    const [first, second] = await Promise.all([
      content.importFile(code, 'games.csv', csv),
      content.importFile(code, 'games.csv', csv),
    ])
    expect([first.statusCode, second.statusCode]).toEqual([200, 200])
    const reports = [first, second].map((response) => gameImportReport.parse(response.json()))
    expect(reports.map((report) => report.added.length).sort()).toEqual([0, 2])
    expect(reports.map((report) => report.updated.length).sort()).toEqual([0, 2])
  })

  it('refuses a file it cannot read as a whole, naming the problem, and changes nothing', async () => {
    const code = await makeProvider()
    const cases: [string, string, string][] = [
      ['games.xlsx', 'code,title\na,A', 'FILE_TYPE'],
      ['games.json', '{"games": [', 'FILE_UNREADABLE'],
      ['games.json', '{"title": "not a list"}', 'FILE_UNREADABLE'],
      ['games.csv', 'code,title\n"a,unclosed', 'FILE_UNREADABLE'],
      ['games.csv', '', 'FILE_EMPTY'],
      ['games.csv', 'code,title\n', 'FILE_EMPTY'],
      ['games.json', '[]', 'FILE_EMPTY'],
      ['games.csv', 'code,titel,rtp\nx,X,96', 'FILE_COLUMNS'],
      ['games.csv', 'code,title,code\nx,X,y', 'FILE_COLUMNS'],
      ['games.csv', `code,title\n${'x'.repeat(2 * 1024 * 1024)},X`, 'FILE_TOO_BIG'],
    ]
    for (const [fileName, text, problem] of cases) {
      const response = await content.importFile(code, fileName, text)
      expect(response.statusCode, `${fileName}: ${problem}`).toBe(400)
      expect(fieldsOf(response), `${fileName}: ${text.slice(0, 30)}`).toEqual({ file: problem })
    }
    const columns = await content.importFile(code, 'games.csv', 'code,titel\nx,X')
    expect(errorBody.parse(columns.json()).error.message).toContain('unknown: titel')
    const rows = await testApp().services.database.db.select().from(games).where(eq(games.providerCode, code))
    expect(rows).toEqual([])
    expect(await auditOf('games.import', code)).toEqual([])
  })

  it('is for catalogue staff: finance and support get 403; an unknown provider is 404', async () => {
    const code = await makeProvider()
    for (const role of ['finance', 'support'] as const) {
      const staff = staffApi((await makeUserWithRole(testApp(), role)).cookie)
      expect((await staff.importFile(code, 'g.csv', 'code,title\na,A')).statusCode, role).toBe(403)
    }
    expect((await content.importFile('no-such-studio', 'g.csv', 'code,title\na,A')).statusCode).toBe(404)
  })
})
