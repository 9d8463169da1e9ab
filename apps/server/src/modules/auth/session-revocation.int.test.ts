import { describe, expect, it } from 'vitest'
import { useServerProcesses } from '../../../test/server-process.ts'
import { registrationFor } from '../../../test/sign-up.ts'
import { useTestApp } from '../../../test/use-test-app.ts'

// Two real server processes on one PostgreSQL database (an embedded PGlite belongs to one process).
const isPostgres = process.env.KHELA_TEST_DRIVER === 'pg'
const testApp = useTestApp()
const servers = useServerProcesses()

describe.runIf(isPostgres)('sessions kept by two server processes', () => {
  it('are refused by the other process on the next request once one process ends them', async () => {
    const config = testApp().services.config.database
    if (config.driver !== 'pg') throw new Error('PostgreSQL only')
    const [one, two] = await Promise.all([servers.start(config.url), servers.start(config.url)])
    const registered = await fetch(`${one.url}/api/accounts/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: one.url },
      body: JSON.stringify(registrationFor()),
    })
    expect(registered.status).toBe(201)
    const cookie = registered.headers
      .getSetCookie()
      .map((line) => line.split(';')[0])
      .join('; ')
    const sessionOn = async (url: string) =>
      ((await (await fetch(`${url}/api/session`, { headers: { cookie } })).json()) as { user: unknown }).user

    // Both processes have verified the session, and keep it.
    expect(await sessionOn(one.url)).not.toBeNull()
    expect(await sessionOn(two.url)).not.toBeNull()
    expect(await sessionOn(two.url)).not.toBeNull()

    const signedOut = await fetch(`${one.url}/api/accounts/sign-out-everywhere`, {
      method: 'POST',
      headers: { cookie, origin: one.url },
    })
    expect(signedOut.status).toBe(204)
    // The process that ended them forgets them before it answers.
    expect(await sessionOn(one.url)).toBeNull()
    // The other hears it from the database's NOTIFY, which a request of its own can overtake on a loaded machine
    // by a few milliseconds: awaited as a condition, well inside the 5 s a kept session would otherwise live.
    await expect.poll(() => sessionOn(two.url), { timeout: 2_000, interval: 20 }).toBeNull()
  })
})
