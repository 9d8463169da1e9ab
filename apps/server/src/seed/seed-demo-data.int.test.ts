import type { PromotionList, RulesDocument, SlideList } from '@khela/contracts/content'
import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { expectCleanLedger } from '../../test/ledger.ts'
import { sessionCookieOf, signIn } from '../../test/sign-up.ts'
import { createTestApp } from '../../test/test-app.ts'
import { createTestDatabase } from '../../test/test-database.ts'
import { users } from '../db/schema/auth.ts'
import { faqEntries } from '../db/schema/content.ts'
import { demoAgentPartners, demoPlayers, demoStaff } from './demo-accounts.ts'
import { demoPromotions, demoSlides } from './demo-content.ts'
import { demoRestrictedCountries, seedDemoData } from './seed-demo-data.ts'

const isPostgres = process.env.KHELA_TEST_DRIVER === 'pg'

describe('seeding the demo data', () => {
  // The whole demo catalogue, accounts and content: slow on a busy machine.
  it('creates the demo admin, staff, players and content once, and they can sign in', async () => {
    const testDatabase = await createTestDatabase()
    const { app } = await createTestApp(testDatabase.database, { DEMO_ADMIN_PASSWORD: 'demo-admin-password' })
    try {
      const admin = await seedDemoData(app.services)
      expect(admin).toEqual({ email: 'admin@khela.local', password: 'demo-admin-password' })
      expect(await seedDemoData(app.services)).toEqual(admin)

      const [{ count: faqCount } = { count: 0 }] = await app.services.database.db
        .select({ count: sql<number>`count(*)::int` })
        .from(faqEntries)
      expect(faqCount).toBeGreaterThan(0)
      const { slides } = (await app.inject('/api/content/sliders')).json() as SlideList
      expect(slides.map((slide) => slide.name)).toEqual(demoSlides.map((slide) => slide.name))
      const banner = await app.inject(`/api/uploads/${slides[0]?.image.key}.webp?w=480`)
      expect(banner.headers['content-type']).toBe('image/webp')
      const promotions = (await app.inject('/api/content/promotions')).json() as PromotionList
      expect(promotions.promotions).toHaveLength(demoPromotions.length)
      expect(promotions.categories.length).toBeGreaterThan(0)
      const rules = (await app.inject('/api/content/rules')).json() as RulesDocument
      expect(rules.body.en).toContain('# Rules')
      expect(rules.body.bn).toContain('# নিয়মাবলি')
      const registrationRules = await app.inject('/api/accounts/registration-settings')
      expect(registrationRules.json()).toMatchObject({ restrictedCountries: demoRestrictedCountries })
      const promo = await app.inject('/api/accounts/promo-codes/KHELA2026')
      expect(promo.json()).toEqual({ status: 'valid' })
      if (!admin) throw new Error('the seed returned no admin')
      const attempt = await signIn(app, { method: 'email', ...admin })
      expect(attempt.statusCode).toBe(200)
      const session = await app.inject({
        url: '/api/session',
        headers: { cookie: sessionCookieOf(attempt) },
      })
      expect(session.json()).toMatchObject({ user: { email: 'admin@khela.local', role: 'admin' } })

      for (const [email, role] of [
        ['support@khela.local', 'support'],
        ['rahim@khela.local', 'player'],
      ] as const) {
        const signedIn = await signIn(app, { method: 'email', email, password: 'demo-admin-password' })
        expect(signedIn.json(), email).toMatchObject({ user: { email, role } })
      }
      const byPhone = await signIn(app, {
        method: 'phone',
        phone: '+919811000003',
        password: 'demo-admin-password',
      })
      expect(byPhone.json()).toMatchObject({ user: { email: 'arjun@khela.local' } })

      // The demo agent network: the cashier signs in and finds the shop, funded, in the portal.
      const cashier = await signIn(app, {
        method: 'email',
        email: 'cashier@khela.local',
        password: 'demo-admin-password',
      })
      const portal = await app.inject({
        url: '/api/agents/portal',
        headers: { cookie: sessionCookieOf(cashier) },
      })
      expect(portal.json()).toMatchObject({
        shop: { name: 'Mirpur 10 Shop', floatBalance: 5_000_000 },
        shift: null,
      })
      // Partners are KYC-checked: the demo cashier may open a shift at once.
      const shift = await app.inject({
        method: 'POST',
        url: '/api/agents/shifts',
        headers: { cookie: sessionCookieOf(cashier), origin: app.services.config.publicUrl },
        payload: { countedCash: 0 },
      })
      expect(shift.statusCode, shift.body).toBe(201)
      await expectCleanLedger(app)
    } finally {
      await app.close()
      await testDatabase.drop()
    }
  }, 90_000)

  // Two instances on one database need a server: an embedded PGlite belongs to one process.
  it.runIf(isPostgres)(
    'seeds exactly once when two instances start together on an empty database',
    async () => {
      const testDatabase = await createTestDatabase()
      const first = await createTestApp(testDatabase.database, { DEMO_ADMIN_PASSWORD: 'demo-admin-password' })
      const second = await createTestApp(testDatabase.database, {
        DEMO_ADMIN_PASSWORD: 'demo-admin-password',
      })
      try {
        await Promise.all([seedDemoData(first.app.services), seedDemoData(second.app.services)])
        const [{ count } = { count: 0 }] = await first.app.services.database.db
          .select({ count: sql<number>`count(*)::int` })
          .from(users)
        expect(count).toBe(1 + demoStaff.length + demoPlayers.length + Object.keys(demoAgentPartners).length)
      } finally {
        await first.app.close()
        await second.app.close()
        await testDatabase.drop()
      }
    },
  )
})
