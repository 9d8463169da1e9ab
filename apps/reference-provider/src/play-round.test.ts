import { createHmac } from 'node:crypto'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createFaultSwitch } from './faults.ts'
import { deliverPendingCalls, playFreeRound, playRealRound, type RoundDeps } from './play-round.ts'
import { type FreeRoundGrant, openStore, type PlaySession } from './store.ts'
import { createWalletClient } from './wallet-client.ts'

/**
 * The studio's side of a round against a stand-in wallet that answers as the test scripts it: what it retries,
 * when it rolls back, and what it keeps for later. (Against Khela itself: apps/server's
 * reference-provider.int.test.ts.)
 */
type Received = { call: string; body: Record<string, unknown>; isSigned: boolean }
type Behaviour = 'ok' | 'hang' | 'fail' | 'refuse' | 'ended'
const secret = 'stand-in-secret'
let server: Server
let url = ''
let received: Received[] = []
let script: Partial<Record<string, Behaviour[]>> = {}
let balance = 10_000

function answer(request: IncomingMessage, response: ServerResponse, raw: string) {
  const call = request.url?.split('/').pop() ?? ''
  const timestamp = String(request.headers['x-khela-timestamp'])
  const expected = createHmac('sha256', secret).update(`${timestamp}.${raw}`).digest('hex')
  const body = JSON.parse(raw) as Record<string, unknown>
  received.push({ call, body, isSigned: request.headers['x-khela-signature'] === expected })
  const behaviour = script[call]?.shift() ?? 'ok'
  if (behaviour === 'hang') return
  if (behaviour === 'fail') return response.writeHead(503).end('{}')
  if (behaviour === 'ended') {
    response.writeHead(409, { 'content-type': 'application/json' })
    return response.end(
      JSON.stringify({ error: { code: 'FREE_ROUNDS_ENDED', message: 'ended', requestId: 'r' } }),
    )
  }
  if (behaviour === 'refuse') {
    response.writeHead(402, { 'content-type': 'application/json' })
    return response.end(
      JSON.stringify({
        error: { code: 'INSUFFICIENT_FUNDS', message: 'short', fields: { balance: '50' }, requestId: 'r' },
      }),
    )
  }
  if (call === 'bet') balance -= Number(body.amount)
  if (call === 'win') balance += Number(body.amount)
  response.writeHead(200, { 'content-type': 'application/json' })
  response.end(
    JSON.stringify({
      status: 'OK',
      balance,
      currency: 'BDT',
      transfer: call === 'rollback' ? null : 'transfer-id',
      transaction: body.transaction,
    }),
  )
}

beforeAll(async () => {
  server = createServer((request, response) => {
    let raw = ''
    request.on('data', (chunk) => {
      raw += chunk
    })
    request.on('end', () => answer(request, response, raw))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(async () => {
  server.closeAllConnections()
  await new Promise((resolve) => server.close(resolve))
})

let deps: RoundDeps
const session: Extract<PlaySession, { mode: 'real' }> = {
  id: 'session',
  mode: 'real',
  game: 'fortune-five',
  lang: 'en',
  currency: 'BDT',
  token: 'launch-token',
  player: 'player-1',
  createdAt: new Date().toISOString(),
}

beforeEach(() => {
  received = []
  script = {}
  balance = 10_000
  deps = {
    store: openStore(null),
    wallet: createWalletClient({ url, providerCode: 'khela-studio', secret, timeoutMs: 300, retries: 2 }),
    faults: createFaultSwitch(),
  }
})

const calls = (name: string) => received.filter((entry) => entry.call === name)

describe('a paid round', () => {
  it('signs every call and sends the bet, then the win that closes the round', async () => {
    const answer = await playRealRound(deps, session, { game: 'fortune-five', stake: 100 })
    expect(answer.status).toBe('settled')
    expect(received.map((entry) => entry.call)).toEqual(['bet', 'win'])
    expect(received.every((entry) => entry.isSigned)).toBe(true)
    expect(calls('win')[0]?.body).toMatchObject({
      reference: calls('bet')[0]?.body.transaction,
      roundClosed: true,
    })
  })

  it('retries a bet that timed out or answered 5xx with the same id, then rolls it back', async () => {
    script = { bet: ['hang', 'fail', 'hang'] }
    const answer = await playRealRound(deps, session, { game: 'fortune-five', stake: 100 })
    expect(answer.status).toBe('failed')
    expect(new Set(calls('bet').map((entry) => entry.body.transaction)).size).toBe(1)
    expect(calls('bet')).toHaveLength(3)
    expect(calls('rollback')).toHaveLength(1)
    expect(deps.store.rounds()[0]).toMatchObject({ status: 'cancelled' })
  })

  it('neither retries nor rolls back a refused bet, and tells the balance Khela gave', async () => {
    script = { bet: ['refuse'] }
    const answer = await playRealRound(deps, session, { game: 'fortune-five', stake: 100 })
    expect(answer).toEqual({ status: 'refused', code: 'INSUFFICIENT_FUNDS', balance: 50 })
    expect(received.map((entry) => entry.call)).toEqual(['bet'])
  })

  it('keeps a win it could not deliver and sends it again, unchanged, until it is taken', async () => {
    script = { win: ['hang', 'hang', 'hang'] }
    const answer = await playRealRound(deps, session, { game: 'fortune-five', stake: 100 })
    expect(answer.status).toBe('win_pending')
    const [lost] = calls('win')
    await deliverPendingCalls(deps)
    expect(calls('win')).toHaveLength(4)
    expect(calls('win')[3]?.body).toEqual(lost?.body)
    expect(deps.store.rounds()[0]).toMatchObject({ status: 'settled' })
  })

  it('waits before each call when told to delay, and the faults last the rounds they were set for', async () => {
    deps.faults.arm({ dropResponse: false, delayMs: 150, duplicate: false, rollbackFirst: false, rounds: 1 })
    const started = performance.now()
    await playRealRound(deps, session, { game: 'fortune-five', stake: 100 })
    expect(performance.now() - started).toBeGreaterThanOrEqual(300)
    expect(deps.faults.current()).toBeNull()
  })

  it('keeps a rollback it could not deliver and sends it later', async () => {
    script = { bet: ['hang', 'hang', 'hang'], rollback: ['hang', 'hang', 'hang'] }
    await playRealRound(deps, session, { game: 'fortune-five', stake: 100 })
    expect(deps.store.rounds()[0]).toMatchObject({ status: 'rollback_pending' })
    await deliverPendingCalls(deps)
    expect(calls('rollback')).toHaveLength(4)
    expect(deps.store.rounds()[0]).toMatchObject({ status: 'cancelled' })
  })
})

describe('a free round', () => {
  const grantOf = (reference: string | null): FreeRoundGrant => ({
    id: 'studio-grant-1',
    player: session.player,
    game: 'fortune-five',
    currency: 'BDT',
    stake: 500,
    count: 3,
    remaining: 3,
    reference,
    createdAt: new Date().toISOString(),
  })

  it("debits nothing and pays its win with free-round-win, naming the operator's grant", async () => {
    deps.store.saveGrant(grantOf('khela-grant-1'))
    const spin = await playFreeRound(deps, session, grantOf('khela-grant-1'))
    expect(spin).toMatchObject({ freeRoundsLeft: 2, paid: 'free_paid' })
    expect(received.map((entry) => entry.call)).toEqual(['free-round-win'])
    const [round] = deps.store.rounds()
    expect(calls('free-round-win')[0]?.body).toEqual({
      token: session.token,
      player: session.player,
      currency: 'BDT',
      game: 'fortune-five',
      round: round?.id,
      transaction: round?.winTransaction,
      freeRoundGrant: 'khela-grant-1',
      amount: spin.win,
      roundClosed: true,
    })
    expect(round).toMatchObject({ status: 'free_paid', stake: 500, win: spin.win })
  })

  it('keeps a win it could not deliver and sends it again, unchanged, until it is taken', async () => {
    deps.store.saveGrant(grantOf('khela-grant-1'))
    script = { 'free-round-win': ['hang', 'fail', 'hang'] }
    const spin = await playFreeRound(deps, session, grantOf('khela-grant-1'))
    expect(spin.paid).toBe('free_pending')
    await deliverPendingCalls(deps)
    expect(calls('free-round-win')).toHaveLength(4)
    expect(calls('free-round-win')[3]?.body).toEqual(calls('free-round-win')[0]?.body)
    expect(deps.store.rounds()[0]).toMatchObject({ status: 'free_paid' })
  })

  it("cancels the spin and drops the grant's spins left when Khela says the grant has ended", async () => {
    deps.store.saveGrant(grantOf('khela-grant-1'))
    script = { 'free-round-win': ['ended'] }
    const spin = await playFreeRound(deps, session, grantOf('khela-grant-1'))
    expect(spin).toMatchObject({ paid: 'cancelled', freeRoundsLeft: 0 })
    expect(deps.store.rounds()[0]).toMatchObject({ status: 'cancelled', refusal: 'FREE_ROUNDS_ENDED' })
    expect(deps.store.findGrant('studio-grant-1')?.remaining).toBe(0)
  })

  it('keeps the win of a grant made here by hand, with nobody to pay it', async () => {
    deps.store.saveGrant(grantOf(null))
    const spin = await playFreeRound(deps, session, grantOf(null))
    expect(spin.paid).toBe('free_unpaid')
    expect(received).toEqual([])
  })
})
