import { randomBytes } from 'node:crypto'
import { readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { type Country, registrationInput } from '@khela/contracts/accounts'
import { eq, sql } from 'drizzle-orm'
import { promoCodes } from '../db/schema/accounts.ts'
import { users } from '../db/schema/auth.ts'
import { faqEntries } from '../db/schema/content.ts'
import { operatorSettings } from '../db/schema/settings.ts'
import { clock } from '../lib/clock.ts'
import { registerPlayer } from '../modules/accounts/register-player.ts'
import {
  defaultRegistrationSettings,
  registrationSettingsKey,
} from '../modules/settings/find-registration-settings.ts'
import type { Services } from '../services.ts'
import { demoPlayers, demoStaff, demoStaffEmail } from './demo-accounts.ts'
import { seedDemoBonuses } from './demo-bonuses.ts'
import { demoFaq } from './demo-faq.ts'
import { seedDemoPartners } from './demo-partners.ts'
import { seedPaymentMethods } from './demo-payment-methods.ts'
import { demoPromoCodes } from './demo-promo-codes.ts'
import { seedDemoAgentTree } from './seed-demo-agent-tree.ts'
import { seedDemoCatalog } from './seed-demo-catalog.ts'
import { seedDemoContent } from './seed-demo-content.ts'
import { seedDemoSportsbook } from './seed-demo-sportsbook.ts'
import { seedMatchSimulator } from './seed-match-simulator.ts'
import { seedReferenceProvider } from './seed-reference-provider.ts'

export type DemoAdmin = { email: string; password: string }

/** Countries the demo operator does not serve (Settings → Registration), a starting point the operator changes. */
export const demoRestrictedCountries = ['US'] as const satisfies readonly Country[]

// Instances starting together on an empty database take turns, so exactly one of them seeds it.
const seedLockKey = 727_003

/**
 * Fills an empty database with the demo content, the demo admin, one account per other role and a few players
 * (all with the admin's password). A database that already has users
 * is left alone. The game catalogue is seeded on its own rule (when it has no provider), so a database seeded
 * before the catalogue existed gets it too; the sportsbook's fixtures are kept up to date on every start. The generated admin password is kept under the data directory so that every start can
 * print it again.
 */
export async function seedDemoData(services: Services): Promise<DemoAdmin | null> {
  const session = await services.database.openSession()
  try {
    await session.query('SELECT pg_advisory_lock($1)', [seedLockKey])
    await seedDemoCatalog(services.database.db)
    // On every start, not only an empty database's: it keeps the next days' fixtures in the book.
    await seedDemoSportsbook(services.database.db, clock.now())
    await seedPaymentMethods(services.database.db)
    if (services.config.referenceProvider)
      await seedReferenceProvider(
        services.database.db,
        services.config.secretsKey,
        services.config.referenceProvider,
      )
    if (services.config.matchSimulator)
      await seedMatchSimulator(
        services.database.db,
        services.config.secretsKey,
        services.config.matchSimulator,
        clock.now(),
      )
    return await seedIfEmpty(services)
  } finally {
    await session.query('SELECT pg_advisory_unlock($1)', [seedLockKey]).catch(() => {})
    await session.release()
  }
}

async function seedIfEmpty(services: Services): Promise<DemoAdmin | null> {
  const { config, database, auth } = services
  const credentialsFile = path.join(config.dataDir, 'demo-admin.json')
  const [existing] = await database.db.select({ count: sql<number>`count(*)::int` }).from(users)
  if ((existing?.count ?? 0) > 0) return readDemoAdmin(credentialsFile)

  const admin: DemoAdmin = {
    email: config.demoAdmin.email,
    password: config.demoAdmin.password ?? randomBytes(12).toString('base64url'),
  }
  const { user } = await auth.api.signUpEmail({
    body: { email: admin.email, password: admin.password, name: 'Khela Admin' },
  })
  await database.db.update(users).set({ role: 'admin', emailVerified: true }).where(eq(users.id, user.id))
  const staffIds = new Map<string, string>()
  for (const staff of demoStaff) {
    const created = await auth.api.signUpEmail({
      body: { email: demoStaffEmail(staff.role), password: admin.password, name: staff.name },
    })
    await database.db
      .update(users)
      .set({ role: staff.role, emailVerified: true })
      .where(eq(users.id, created.user.id))
    staffIds.set(staff.role, created.user.id)
  }
  const playerIds: string[] = []
  for (const { name, ...player } of demoPlayers) {
    const registration = registrationInput.parse({ ...player, password: admin.password })
    const { userId } = await registerPlayer(services, registration, new Headers())
    await database.db.update(users).set({ name, emailVerified: true }).where(eq(users.id, userId))
    playerIds.push(userId)
  }
  const affiliateUserId = staffIds.get('affiliate')
  if (affiliateUserId)
    await seedDemoPartners(database.db, {
      affiliateUserId,
      adminUserId: user.id,
      // Two of the three: the third shows a player who came without a link.
      playerIds: playerIds.slice(0, 2),
      now: clock.now(),
    })
  await database.db
    .insert(faqEntries)
    .values(demoFaq.map((entry, index) => ({ ...entry, position: index + 1 })))
  await database.db.insert(promoCodes).values(demoPromoCodes())
  await seedDemoBonuses(database.db)
  await seedDemoAgentTree(services, { id: user.id, password: admin.password })
  // After the demo players register: the demo shows the country rule at work (registering from the United States is
  // refused), and the end-to-end tests rely on one country being restricted without changing a shared setting.
  await database.db
    .insert(operatorSettings)
    .values({
      key: registrationSettingsKey,
      value: { ...defaultRegistrationSettings, restrictedCountries: demoRestrictedCountries },
    })
    .onConflictDoNothing()
  await seedDemoContent(services)
  await writeFile(credentialsFile, JSON.stringify(admin), { mode: 0o600 })
  return admin
}

async function readDemoAdmin(file: string): Promise<DemoAdmin | null> {
  try {
    return JSON.parse(await readFile(file, 'utf8')) as DemoAdmin
  } catch {
    return null
  }
}
