import type { AddressInfo } from 'node:net'
import { eq } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { buildProviderApp } from '../../../../reference-provider/src/app.ts'
import { parseConfig } from '../../../../reference-provider/src/config.ts'
import { depositFor, expectCleanLedger } from '../../../test/ledger.ts'
import { addWalletProvider, launchFor, type TestProvider } from '../../../test/provider-wallet.ts'
import { signUpPlayer } from '../../../test/sign-up.ts'
import { useTestApp } from '../../../test/use-test-app.ts'
import { providerRounds, providerTransactions } from '../../db/schema/providers.ts'
import { findPlayerAccounts } from '../wallet/find-player-accounts.ts'

/**
 * Khela against the reference studio over real HTTP: Khela listens on an ephemeral port, the studio
 * (apps/reference-provider) runs in this process on another and signs its calls to Khela's wallet API, and the
 * studio's fault switch makes it misbehave as real networks and studios do. Every test ends reconciled.
 */
const testApp = useTestApp()
const adminToken = 'reference-provider-admin-token'
let provider: TestProvider
let studio: ReturnType<typeof buildProviderApp>['app']
let studioUrl = ''
let walletUrl = ''

beforeAll(async () => {
  const app = testApp()
  await app.listen({ port: 0, host: '127.0.0.1' })
  walletUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/api/provider/v1`
  provider = await addWalletProvider(app, { gameCodes: ['fortune-five', 'euro-roulette'] })
  const config = parseConfig({
    PORT: '0',
    KHELA_WALLET_URL: walletUrl,
    PROVIDER_CODE: provider.code,
    WALLET_SECRET: provider.secret,
    ADMIN_TOKEN: adminToken,
    WALLET_TIMEOUT_MS: '5000',
    WALLET_RETRIES: '2',
    LOG_LEVEL: 'silent',
  })
  studio = buildProviderApp({ ...config, dataDir: null }).app
  await studio.listen({ port: 0, host: '127.0.0.1' })
  studioUrl = `http://127.0.0.1:${(studio.server.address() as AddressInfo).port}`
})

afterAll(async () => {
  await studio?.close()
})

afterEach(() => {
  vi.restoreAllMocks()
})

const cashOf = async (userId: string) =>
  (await findPlayerAccounts(testApp().services.database.db, userId))?.balances.player_cash

/** A player with 1,000 taka who opened the game from Khela: the studio's page session for them. */
async function playerAtTable(game: 'fortune-five' | 'euro-roulette') {
  const player = await signUpPlayer(testApp())
  await depositFor(testApp(), player.userId, 100_000)
  const token = await launchFor(testApp(), provider, player.userId, game)
  const query = new URLSearchParams({ token, player: player.userId, currency: 'BDT', lang: 'bn' })
  const page = await fetch(`${studioUrl}/play/${game}?${query}`)
  const html = await page.text()
  expect(page.status).toBe(200)
  const config = JSON.parse(
    /<script type="application\/json" id="game-config">(.*?)<\/script>/s.exec(html)?.[1] ?? '',
  )
  return { ...player, page, session: config.session as string, pageConfig: config }
}

/** The fields of the studio's spin answers these tests read (play-round.ts has the whole union). */
type SpinReply = {
  status: string
  round: string
  stake: number
  win: number
  balance: number | null
  roulette: { number: number }
  freeRoundsLeft: number
}

async function spinAt(session: string, body: object): Promise<SpinReply> {
  const response = await fetch(`${studioUrl}/api/spin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ session, ...body }),
  })
  expect(response.status).toBe(200)
  return (await response.json()) as SpinReply
}

async function admin(method: string, path: string, body?: object) {
  const response = await fetch(`${studioUrl}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${adminToken}`,
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  })
  expect(response.status).toBeLessThan(300)
  return response
}

/** Counts the studio's wallet calls by name while a test runs (the studio uses this process's fetch). */
function watchWalletCalls() {
  const calls: { call: string; body: Record<string, unknown> }[] = []
  const realFetch = globalThis.fetch
  vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
    const url = String(input instanceof Request ? input.url : input)
    if (url.startsWith(walletUrl))
      calls.push({ call: url.slice(walletUrl.length + 1), body: JSON.parse(String(init?.body)) })
    return realFetch(input, init)
  })
  return (call: string) => calls.filter((entry) => entry.call === call)
}

async function khelaRound(roundRef: string) {
  const { db } = testApp().services.database
  const [round] = await db.select().from(providerRounds).where(eq(providerRounds.roundRef, roundRef))
  const transactions = round
    ? await db.select().from(providerTransactions).where(eq(providerTransactions.roundId, round.id))
    : []
  return { round, transactions }
}

describe('the reference provider against Khela', () => {
  it('opens in a frame with the balance Khela answered, in the language asked for', async () => {
    const player = await playerAtTable('fortune-five')
    expect(player.page.headers.get('content-security-policy')).toContain('frame-ancestors *')
    expect(player.page.headers.get('x-frame-options')).toBeNull()
    expect(player.pageConfig).toMatchObject({ balance: 100_000, currency: 'BDT', lang: 'bn', isDemo: false })

    const expired = await fetch(
      `${studioUrl}/play/fortune-five?token=nope&player=${player.userId}&currency=BDT`,
    )
    expect(expired.status).toBe(403)
    expect(await expired.text()).toContain('the game session is not valid')
  })

  it("moves the player's Khela balance with each slot spin's bet and win", async () => {
    const player = await playerAtTable('fortune-five')
    let expected = 100_000
    let hasWon = false
    for (let spin = 0; spin < 40 && !hasWon; spin += 1) {
      const answer = await spinAt(player.session, { game: 'fortune-five', stake: 1_000 })
      expect(answer).toMatchObject({ status: 'settled', stake: 1_000, currency: 'BDT' })
      expected += answer.win - 1_000
      hasWon = answer.win > 0
      expect(answer.balance).toBe(expected)
      const { round, transactions } = await khelaRound(answer.round)
      expect(round).toMatchObject({ status: 'closed', staked: 1_000, won: answer.win })
      expect(transactions.map((transaction) => transaction.kind).sort()).toEqual(['bet', 'win'])
    }
    expect(hasWon).toBe(true)
    expect(await cashOf(player.userId)).toBe(expected)
    await expectCleanLedger(testApp())
  })

  it('settles a roulette spin in one bet-win call', async () => {
    const player = await playerAtTable('euro-roulette')
    // Red, black and zero cover every number: the spin always wins something.
    const bets = [
      { kind: 'red', amount: 1_000 },
      { kind: 'black', amount: 1_000 },
      { kind: 'straight', number: 0, amount: 100 },
    ]
    const answer = await spinAt(player.session, { game: 'euro-roulette', bets })
    expect(answer.status).toBe('settled')
    expect(answer.win).toBe(answer.roulette.number === 0 ? 3_600 : 2_000)
    expect(answer.balance).toBe(100_000 - 2_100 + answer.win)
    expect(await cashOf(player.userId)).toBe(answer.balance)
    await expectCleanLedger(testApp())
  })

  it('retries a bet whose answers are lost, then rolls it back: the balance is restored', async () => {
    const player = await playerAtTable('fortune-five')
    const callsTo = watchWalletCalls()
    await admin('POST', '/admin/faults', { dropResponse: true })
    const answer = await spinAt(player.session, { game: 'fortune-five', stake: 2_000 })
    expect(answer).toMatchObject({ status: 'failed', balance: 100_000 })

    // The first attempt and two retries, all with the same transaction id; then one rollback naming it.
    const bets = callsTo('bet')
    expect(bets).toHaveLength(3)
    expect(new Set(bets.map((bet) => bet.body.transaction)).size).toBe(1)
    const rollbacks = callsTo('rollback')
    expect(rollbacks).toHaveLength(1)
    expect(rollbacks[0]?.body).toMatchObject({ reference: bets[0]?.body.transaction, roundClosed: true })
    expect(rollbacks[0]?.body.transaction).not.toBe(bets[0]?.body.transaction)
    expect(callsTo('win')).toHaveLength(0)

    const { round, transactions } = await khelaRound(answer.round)
    expect(round).toMatchObject({ status: 'closed', staked: 2_000, refunded: 2_000, won: 0 })
    expect(transactions.find((transaction) => transaction.kind === 'bet')?.state).toBe('rolled_back')
    expect(await cashOf(player.userId)).toBe(100_000)
    const rounds = (await (await admin('GET', '/admin/rounds')).json()) as { rounds: { id: string }[] }
    expect(rounds.rounds.find((entry) => entry.id === answer.round)).toMatchObject({
      status: 'cancelled',
      stake: 2_000,
      win: 0,
    })
    await expectCleanLedger(testApp())
  })

  it('recovers when only the first answer is lost: the retry is answered as the first call', async () => {
    const player = await playerAtTable('fortune-five')
    const callsTo = watchWalletCalls()
    await admin('POST', '/admin/faults', { dropResponse: 1 })
    const answer = await spinAt(player.session, { game: 'fortune-five', stake: 1_000 })
    expect(answer.status).toBe('settled')
    expect(callsTo('bet')).toHaveLength(2)
    expect(callsTo('rollback')).toHaveLength(0)
    expect(await cashOf(player.userId)).toBe(100_000 - 1_000 + answer.win)
    await expectCleanLedger(testApp())
  })

  it('never debits a bet whose rollback arrived first', async () => {
    const player = await playerAtTable('fortune-five')
    const callsTo = watchWalletCalls()
    await admin('POST', '/admin/faults', { rollbackFirst: true })
    const answer = await spinAt(player.session, { game: 'fortune-five', stake: 5_000 })
    expect(answer).toMatchObject({ status: 'failed', balance: 100_000 })
    expect(callsTo('bet')).toHaveLength(1)
    expect(callsTo('win')).toHaveLength(0)
    const { round, transactions } = await khelaRound(answer.round)
    expect(round).toMatchObject({ staked: 0, refunded: 0, won: 0 })
    expect(transactions.every((transaction) => transaction.transferId === null)).toBe(true)
    expect(await cashOf(player.userId)).toBe(100_000)
    await expectCleanLedger(testApp())
  })

  it('moves money once when every call is sent twice', async () => {
    const player = await playerAtTable('fortune-five')
    const callsTo = watchWalletCalls()
    await admin('POST', '/admin/faults', { duplicate: true })
    const answer = await spinAt(player.session, { game: 'fortune-five', stake: 1_000 })
    expect(answer.status).toBe('settled')
    expect(callsTo('bet')).toHaveLength(2)
    expect(callsTo('win')).toHaveLength(2)
    const { round, transactions } = await khelaRound(answer.round)
    expect(round).toMatchObject({ status: 'closed', staked: 1_000, won: answer.win })
    expect(transactions).toHaveLength(2)
    expect(await cashOf(player.userId)).toBe(100_000 - 1_000 + answer.win)
    expect(answer.balance).toBe(100_000 - 1_000 + answer.win)
    await expectCleanLedger(testApp())
  })

  it('plays granted free rounds first without touching the Khela balance, and reports rounds as CSV', async () => {
    const player = await signUpPlayer(testApp())
    await depositFor(testApp(), player.userId, 10_000)
    await admin('POST', '/admin/free-rounds', {
      player: player.userId,
      game: 'fortune-five',
      count: 2,
      stake: 500,
      currency: 'BDT',
    })
    const token = await launchFor(testApp(), provider, player.userId, 'fortune-five')
    const page = await fetch(
      `${studioUrl}/play/fortune-five?${new URLSearchParams({ token, player: player.userId, currency: 'BDT', lang: 'en' })}`,
    )
    const session = /"session":"([^"]+)"/.exec(await page.text())?.[1] ?? ''
    const callsTo = watchWalletCalls()
    const free = await spinAt(session, { game: 'fortune-five', stake: 500, free: true })
    expect(free).toMatchObject({ status: 'free', freeRoundsLeft: 1 })
    expect(callsTo('bet')).toHaveLength(0)
    expect(await cashOf(player.userId)).toBe(10_000)

    const csv = await (await admin('GET', '/admin/rounds.csv')).text()
    const [header, ...lines] = csv.trim().split('\n')
    expect(header).toBe(
      'id,player,game,currency,stake,win,status,betTransaction,winTransaction,rollbackTransaction,refusal,freeRoundGrant,createdAt,updatedAt',
    )
    expect(lines.some((line) => line.includes(player.userId) && line.includes('free_unpaid'))).toBe(true)
  })
})
