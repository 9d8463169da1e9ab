import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { buildProviderApp } from './app.ts'
import { parseConfig } from './config.ts'

/** The studio's HTTP surface without Khela: demo play, the page's headers, the admin API's guard, its store. */
const adminToken = 'admin-token-for-unit-tests'
const opened: ReturnType<typeof buildProviderApp>['app'][] = []

function studio(env: Record<string, string> = {}, dataDir: string | null = null) {
  const config = parseConfig({
    WALLET_SECRET: 'unit-test-secret',
    ADMIN_TOKEN: adminToken,
    LOG_LEVEL: 'silent',
    // Nothing listens here: a real launch would be refused as the wallet unreachable.
    KHELA_WALLET_URL: 'http://127.0.0.1:9/api/provider/v1',
    WALLET_TIMEOUT_MS: '200',
    WALLET_RETRIES: '0',
    ...env,
  })
  const { app } = buildProviderApp({ ...config, dataDir })
  opened.push(app)
  return app
}

afterEach(async () => {
  await Promise.all(opened.splice(0).map((app) => app.close()))
})

const sessionOf = (html: string) => /"session":"([^"]+)"/.exec(html)?.[1] ?? ''

describe('the studio app', () => {
  it('serves a demo page that may be framed, in the language asked for', async () => {
    const page = await studio({ FRAME_ANCESTORS: 'https://casino.example' }).inject(
      '/demo/fortune-five?lang=bn',
    )
    expect(page.statusCode).toBe(200)
    expect(page.headers['content-security-policy']).toContain('frame-ancestors https://casino.example')
    expect(page.headers['x-frame-options']).toBeUndefined()
    expect(page.headers['referrer-policy']).toBe('no-referrer')
    expect(page.body).toContain('<html lang="bn">')
    expect(page.body).toContain('ফরচুন ফাইভ')
    expect(page.body).toContain('/assets/fortune-five.js')
  })

  it('plays demo rounds on play money held by the studio', async () => {
    const app = studio()
    const session = sessionOf((await app.inject('/demo/euro-roulette')).body)
    const bets = [
      { kind: 'red', amount: 1_000 },
      { kind: 'black', amount: 1_000 },
    ]
    const spin = await app.inject({
      method: 'POST',
      url: '/api/spin',
      payload: { session, game: 'euro-roulette', bets },
    })
    const answer = spin.json()
    expect(answer).toMatchObject({ status: 'settled', currency: 'FUN', stake: 2_000 })
    expect(answer.balance).toBe(100_000 - 2_000 + answer.win)
    const tooMuch = await app.inject({
      method: 'POST',
      url: '/api/spin',
      payload: { session, game: 'euro-roulette', bets: [{ kind: 'odd', amount: 100_001 }] },
    })
    expect(tooMuch.statusCode).toBe(400)
    const otherGame = await app.inject({
      method: 'POST',
      url: '/api/spin',
      payload: { session, game: 'fortune-five', stake: 100 },
    })
    expect(otherGame.statusCode).toBe(404)
  })

  it("says so, in the player's language, when Khela's wallet cannot be reached or the game is unknown", async () => {
    const app = studio()
    const launch = await app.inject('/play/fortune-five?token=t&player=p&currency=BDT&lang=en')
    expect(launch.statusCode).toBe(502)
    expect(launch.body).toContain('The casino&#39;s wallet cannot be reached')
    const unknown = await app.inject('/demo/blackjack?lang=bn')
    expect(unknown.statusCode).toBe(404)
    expect(unknown.body).toContain('এমন কোনো গেম নেই।')
  })

  it('guards the admin API with its token, and hides it when none is set', async () => {
    const app = studio()
    expect((await app.inject('/admin/rounds')).statusCode).toBe(401)
    const wrong = await app.inject({ url: '/admin/rounds', headers: { authorization: 'Bearer nope' } })
    expect(wrong.statusCode).toBe(401)
    const armed = await app.inject({
      method: 'POST',
      url: '/admin/faults',
      headers: { authorization: `Bearer ${adminToken}` },
      payload: { dropResponse: true, rounds: 2 },
    })
    expect(armed.json().faults).toMatchObject({ dropResponse: true, duplicate: false, rounds: 2 })
    const unset = studio({ ADMIN_TOKEN: '' })
    expect(
      (await unset.inject({ url: '/admin/rounds', headers: { authorization: 'Bearer ' } })).statusCode,
    ).toBe(404)
  })

  it('keeps its grants in DATA_DIR across restarts', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'reference-provider-'))
    const headers = { authorization: `Bearer ${adminToken}` }
    const grant = { player: 'p-1', game: 'fortune-five', count: 5, stake: 100, currency: 'BDT' }
    const first = studio({}, dataDir)
    expect(
      (await first.inject({ method: 'POST', url: '/admin/free-rounds', headers, payload: grant })).statusCode,
    ).toBe(201)
    await first.close()
    const second = studio({}, dataDir)
    const grants = (await second.inject({ url: '/admin/free-rounds', headers })).json().grants
    expect(grants).toMatchObject([{ ...grant, remaining: 5 }])
  })

  it("answers free rounds sent again with the operator's reference with the grant it made", async () => {
    const app = studio()
    const headers = { authorization: `Bearer ${adminToken}` }
    const grant = {
      player: 'p-2',
      game: 'fortune-five',
      count: 3,
      stake: 500,
      currency: 'BDT',
      reference: 'k-1',
    }
    const first = await app.inject({ method: 'POST', url: '/admin/free-rounds', headers, payload: grant })
    expect(first.statusCode).toBe(201)
    const again = await app.inject({ method: 'POST', url: '/admin/free-rounds', headers, payload: grant })
    expect(again.statusCode).toBe(200)
    expect(again.json().grant.id).toBe(first.json().grant.id)
    const changed = await app.inject({
      method: 'POST',
      url: '/admin/free-rounds',
      headers,
      payload: { ...grant, count: 4 },
    })
    expect(changed.statusCode).toBe(409)
    const badStake = await app.inject({
      method: 'POST',
      url: '/admin/free-rounds',
      headers,
      payload: { ...grant, reference: 'k-2', stake: 150 },
    })
    expect(badStake.statusCode).toBe(400)
    expect(JSON.stringify(badStake.json())).toContain('UNKNOWN_STAKE')
    expect((await app.inject({ url: '/admin/free-rounds', headers })).json().grants).toHaveLength(1)
  })
})
