import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { defaultComplianceSettings } from '@khela/contracts/compliance'
import { errorBody } from '@khela/contracts/errors'
import { eq } from 'drizzle-orm'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { expectCleanLedger, newKey } from '../../../test/ledger.ts'
import { writeCountryMmdb } from '../../../test/mmdb-writer.ts'
import { betOk, fundedPlayer } from '../../../test/originals.ts'
import { registrationFor } from '../../../test/sign-up.ts'
import { createTestConfig } from '../../../test/test-app.ts'
import { useTestApp } from '../../../test/use-test-app.ts'
import { type App, buildApp } from '../../app.ts'
import { users } from '../../db/schema/auth.ts'
import { operatorSettings } from '../../db/schema/settings.ts'
import {
  defaultRegistrationSettings,
  registrationSettingsKey,
} from '../settings/find-registration-settings.ts'
import { findBalances } from '../wallet/find-balances.ts'
import { complianceSettingsKey } from './find-compliance-settings.ts'

// A GeoLite2-format file made here: documentation networks, one in a country the operator restricts.
const geoIpDatabase = path.join(mkdtempSync(path.join(tmpdir(), 'khela-geoip-')), 'countries.mmdb')
writeCountryMmdb(geoIpDatabase, { '203.0.113.0/24': 'US', '198.51.100.0/24': 'BD' })
const fromUs = '203.0.113.25'
const fromBd = '198.51.100.25'
const unplaced = '192.0.2.25'

const testApp = useTestApp({ GEOIP_DATABASE: geoIpDatabase })
const db = () => testApp().services.database.db
const fieldsOf = (response: { json(): unknown }) => errorBody.parse(response.json()).error.fields
const codeOf = (response: { json(): unknown }) => errorBody.parse(response.json()).error.code

async function restrict(countries: string[], app: App = testApp()) {
  await app.services.database.db
    .insert(operatorSettings)
    .values({
      key: registrationSettingsKey,
      value: { ...defaultRegistrationSettings, restrictedCountries: countries },
    })
    .onConflictDoUpdate({
      target: operatorSettings.key,
      set: { value: { ...defaultRegistrationSettings, restrictedCountries: countries } },
    })
}

async function switchIpCheck(isEnabled: boolean) {
  await db()
    .insert(operatorSettings)
    .values({
      key: complianceSettingsKey,
      value: { ...defaultComplianceSettings, isIpCountryCheckEnabled: isEnabled },
    })
    .onConflictDoUpdate({
      target: operatorSettings.key,
      set: { value: { ...defaultComplianceSettings, isIpCountryCheckEnabled: isEnabled } },
    })
}

beforeEach(() => restrict(['US']))
afterEach(async () => {
  await db().delete(operatorSettings).where(eq(operatorSettings.key, complianceSettingsKey))
  await db().delete(operatorSettings).where(eq(operatorSettings.key, registrationSettingsKey))
  await expectCleanLedger(testApp())
})

function register(remoteAddress: string, app: App = testApp(), headers: Record<string, string> = {}) {
  return app.inject({
    method: 'POST',
    url: '/api/accounts/register',
    headers: { origin: app.services.config.publicUrl, ...headers },
    remoteAddress,
    payload: registrationFor(),
  })
}

function diceBet(cookie: string, remoteAddress: string) {
  const app = testApp()
  return app.inject({
    method: 'POST',
    url: '/api/originals/dice/bets',
    headers: { origin: app.services.config.publicUrl, cookie, 'idempotency-key': newKey('bet') },
    remoteAddress,
    payload: { stake: 2_000, target: 5000, direction: 'under' },
  })
}

describe('registration by IP country', () => {
  it("is refused from a restricted country's address at the country field, and nothing is created", async () => {
    const refused = await register(fromUs)
    expect(refused.statusCode).toBe(400)
    expect(fieldsOf(refused)).toEqual({ country: 'COUNTRY_RESTRICTED' })
    expect(refused.headers['set-cookie']).toBeUndefined()
    const registration = registrationFor()
    const again = await testApp().inject({
      method: 'POST',
      url: '/api/accounts/register',
      headers: { origin: testApp().services.config.publicUrl },
      remoteAddress: `::ffff:${fromUs}`,
      payload: registration,
    })
    expect(fieldsOf(again)).toEqual({ country: 'COUNTRY_RESTRICTED' })
    expect(await db().select().from(users).where(eq(users.email, registration.email))).toEqual([])
  })

  it('is accepted from an allowed country, from an address the file does not place, and with the switch off', async () => {
    expect((await register(fromBd)).statusCode).toBe(201)
    expect((await register(unplaced)).statusCode).toBe(201)
    expect((await register('::1')).statusCode).toBe(201)
    await switchIpCheck(false)
    expect((await register(fromUs)).statusCode).toBe(201)
  })

  it('follows the restricted list as it is now: a country taken off it is let in at once', async () => {
    await restrict(['IN'])
    expect((await register(fromUs)).statusCode).toBe(201)
    await restrict(['IN', 'US'])
    expect(fieldsOf(await register(fromUs))).toEqual({ country: 'COUNTRY_RESTRICTED' })
  })

  it("refuses completing a Google sign-up from a restricted country's address", async () => {
    const app = testApp()
    // A user with a session and no player profile: what "Continue with Google" leaves before completion.
    const signedUp = await app.services.auth.api.signUpEmail({
      body: {
        email: `google-${newKey('g').replace(/\W/g, '')}@example.test`,
        password: 'a-long-password-9',
        name: 'G',
      },
      asResponse: true,
    })
    const cookie = signedUp.headers
      .getSetCookie()
      .map((setCookie) => setCookie.split(';')[0])
      .join('; ')
    const { email: _email, password: _password, ...completion } = registrationFor()
    const complete = (remoteAddress: string) =>
      app.inject({
        method: 'POST',
        url: '/api/accounts/complete-registration',
        headers: { origin: app.services.config.publicUrl, cookie },
        remoteAddress,
        payload: completion,
      })
    expect(fieldsOf(await complete(fromUs))).toEqual({ country: 'COUNTRY_RESTRICTED' })
    const completed = await complete(fromBd)
    expect(completed.statusCode, completed.body).toBe(201)
  })
})

describe('play by IP country', () => {
  it("refuses a bet from a restricted country's address and moves no money; the same player bets from home", async () => {
    const player = await fundedPlayer(testApp(), 100_000)
    const refused = await diceBet(player.cookie, fromUs)
    expect(refused.statusCode).toBe(451)
    expect(codeOf(refused)).toBe('REGION_RESTRICTED')
    expect((await findBalances(db(), player.userId))?.cash).toBe(100_000)

    betOk(await diceBet(player.cookie, fromBd))
    await switchIpCheck(false)
    betOk(await diceBet(player.cookie, fromUs))
  })

  it('guards every way to place a bet: Dice, Limbo, Heads Tails, a Mines game and Crash', async () => {
    const app = testApp()
    const player = await fundedPlayer(app, 100_000)
    const bets = [
      ['/api/originals/dice/bets', { stake: 2_000, target: 5000, direction: 'under' }],
      ['/api/originals/limbo/bets', { stake: 2_000, target: 20_000 }],
      ['/api/originals/heads-tails/bets', { stake: 2_000, pick: 'heads' }],
      ['/api/originals/mines/games', { stake: 2_000, mines: 3 }],
      ['/api/originals/crash/bets', { roundId: 'any', slot: 0, stake: 2_000 }],
    ] as const
    for (const [url, payload] of bets) {
      const response = await app.inject({
        method: 'POST',
        url,
        headers: {
          origin: app.services.config.publicUrl,
          cookie: player.cookie,
          'idempotency-key': newKey('bet'),
        },
        remoteAddress: fromUs,
        payload,
      })
      expect(response.statusCode, `${url}: ${response.body}`).toBe(451)
    }
    expect((await findBalances(db(), player.userId))?.cash).toBe(100_000)
  })
})

describe('behind a proxy (TRUST_PROXY=true)', () => {
  // An app of its own: whether X-Forwarded-For counts is fixed when the app is built.
  const proxied = useTestApp({ GEOIP_DATABASE: geoIpDatabase, TRUST_PROXY: 'true' })

  it('goes by the client the proxy names, not the proxy', async () => {
    await restrict(['US'], proxied())
    const refused = await register('10.0.0.2', proxied(), { 'x-forwarded-for': fromUs })
    expect(fieldsOf(refused)).toEqual({ country: 'COUNTRY_RESTRICTED' })
    expect((await register('10.0.0.2', proxied(), { 'x-forwarded-for': fromBd })).statusCode).toBe(201)
  })
})

describe('a server started with a file that is not a MaxMind DB', () => {
  it('refuses to start', async () => {
    const broken = path.join(path.dirname(geoIpDatabase), 'broken.mmdb')
    writeFileSync(broken, 'not a database')
    // The file is opened before any database connection, so nothing is left open by the failed start.
    await expect(
      buildApp(createTestConfig({ driver: 'pglite', dataDir: null }, { GEOIP_DATABASE: broken })),
    ).rejects.toThrow(/GEOIP_DATABASE .*broken\.mmdb is not a readable MaxMind DB file/)
  })
})
