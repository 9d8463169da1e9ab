import { eq } from 'drizzle-orm'
import { afterEach, describe, expect, it } from 'vitest'
import { makeUserWithRole } from '../../../test/make-staff.ts'
import { errorOf, fundedPlayer, originalsClient } from '../../../test/originals.ts'
import { useTestApp } from '../../../test/use-test-app.ts'
import { playerProfiles } from '../../db/schema/accounts.ts'
import { operatorSettings } from '../../db/schema/settings.ts'
import {
  defaultRegistrationSettings,
  registrationSettingsKey,
} from '../settings/find-registration-settings.ts'
import { findBalances } from '../wallet/find-balances.ts'

const testApp = useTestApp()
const taka = (amount: number) => amount * 100
const dice = { stake: taka(10), target: 5000, direction: 'under' }

afterEach(async () => {
  await testApp()
    .services.database.db.delete(operatorSettings)
    .where(eq(operatorSettings.key, registrationSettingsKey))
})

async function restrict(country: string) {
  const admin = await makeUserWithRole(testApp(), 'admin')
  const app = testApp()
  const response = await app.inject({
    method: 'PUT',
    url: '/api/admin/settings/accounts',
    headers: { cookie: admin.cookie, origin: app.services.config.publicUrl },
    payload: { ...structuredClone(defaultRegistrationSettings), restrictedCountries: [country] },
  })
  expect(response.statusCode, response.body).toBe(200)
}

describe('a player whose declared country becomes restricted after registering', () => {
  it('may not bet any more, and no money moves', async () => {
    const player = await fundedPlayer(testApp(), taka(100))
    const client = originalsClient(testApp(), player.cookie)
    expect((await client.dice(dice)).statusCode).toBe(200)
    const [profile] = await testApp()
      .services.database.db.select({ country: playerProfiles.country })
      .from(playerProfiles)
      .where(eq(playerProfiles.userId, player.userId))
    if (!profile) throw new Error('the player has no profile')
    const cash = (await findBalances(testApp().services.database.db, player.userId))?.cash

    await restrict(profile.country)
    const refused = await client.dice(dice)
    expect(refused.statusCode).toBe(451)
    expect(errorOf(refused).code).toBe('REGION_RESTRICTED')
    expect(errorOf(await client.startMines({ stake: taka(10), mines: 3 })).code).toBe('REGION_RESTRICTED')
    expect((await findBalances(testApp().services.database.db, player.userId))?.cash).toBe(cash)
  })

  it('plays on while another country is restricted', async () => {
    const player = await fundedPlayer(testApp(), taka(100))
    const [profile] = await testApp()
      .services.database.db.select({ country: playerProfiles.country })
      .from(playerProfiles)
      .where(eq(playerProfiles.userId, player.userId))
    await restrict(profile?.country === 'IN' ? 'PK' : 'IN')
    expect((await originalsClient(testApp(), player.cookie).dice(dice)).statusCode).toBe(200)
  })
})

describe('deleting a player who has excluded themselves', () => {
  it('is refused while the exclusion is in force, so nobody can end it early by re-registering', async () => {
    const app = testApp()
    const player = await fundedPlayer(app, 0)
    const excluded = await app.inject({
      method: 'POST',
      url: '/api/responsible-gambling/exclusion',
      headers: { cookie: player.cookie, origin: app.services.config.publicUrl },
      payload: { duration: '6m' },
    })
    expect(excluded.statusCode, excluded.body).toBe(200)
    const support = await makeUserWithRole(app, 'support')
    const deleted = await app.inject({
      method: 'DELETE',
      url: `/api/admin/users/${player.userId}`,
      headers: { cookie: support.cookie, origin: app.services.config.publicUrl },
    })
    expect(deleted.statusCode).toBe(409)
    expect(errorOf(deleted).code).toBe('EXCLUSION_IN_FORCE')

    const other = await fundedPlayer(app, 0)
    const deletedOther = await app.inject({
      method: 'DELETE',
      url: `/api/admin/users/${other.userId}`,
      headers: { cookie: support.cookie, origin: app.services.config.publicUrl },
    })
    expect(deletedOther.statusCode, deletedOther.body).toBeLessThan(300)
  })
})
