import {
  adminProviderRoundDetail,
  adminProviderRoundPage,
  defaultProviderSettings,
} from '@khela/contracts/provider-rounds'
import { and, eq } from 'drizzle-orm'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { depositFor, expectCleanLedger } from '../../../test/ledger.ts'
import { makeUserWithRole } from '../../../test/make-staff.ts'
import {
  addWalletProvider,
  launchFor,
  sendWalletCall,
  type TestProvider,
} from '../../../test/provider-wallet.ts'
import { signUpPlayer } from '../../../test/sign-up.ts'
import { useTestApp } from '../../../test/use-test-app.ts'
import { auditLog } from '../../db/schema/audit.ts'
import { providerRounds } from '../../db/schema/providers.ts'
import { operatorSettings } from '../../db/schema/settings.ts'
import { findPlayerAccounts } from '../wallet/find-player-accounts.ts'
import { providerSettingsKey } from './provider-settings.ts'

/** The back office's Provider rounds: the list and its filters, a round's transactions, and stuck rounds' decisions. */
const testApp = useTestApp()
const db = () => testApp().services.database.db
let provider: TestProvider
let admin: { cookie: string; userId: string }
let finance: { cookie: string; userId: string }
let support: { cookie: string; userId: string }
let content: { cookie: string; userId: string }

beforeAll(async () => {
  provider = await addWalletProvider(testApp())
  admin = await makeUserWithRole(testApp(), 'admin')
  finance = await makeUserWithRole(testApp(), 'finance')
  support = await makeUserWithRole(testApp(), 'support')
  content = await makeUserWithRole(testApp(), 'content')
})

afterEach(async () => {
  await db().delete(operatorSettings).where(eq(operatorSettings.key, providerSettingsKey))
  await expectCleanLedger(testApp())
})

function as(cookie: string | null) {
  const headers: Record<string, string> = { origin: testApp().services.config.publicUrl }
  if (cookie) headers.cookie = cookie
  return {
    rounds: (query = '') => testApp().inject({ url: `/api/admin/providers/rounds${query}`, headers }),
    round: (id: string) => testApp().inject({ url: `/api/admin/providers/rounds/${id}`, headers }),
    resolve: (id: string, payload: object) =>
      testApp().inject({
        method: 'POST',
        url: `/api/admin/providers/rounds/${id}/resolve`,
        headers,
        payload,
      }),
    settings: () => testApp().inject({ url: '/api/admin/providers/settings', headers }),
    saveSettings: (payload: object) =>
      testApp().inject({ method: 'PUT', url: '/api/admin/providers/settings', headers, payload }),
  }
}

let counter = 0
const unique = (label: string) => `${label}-${++counter}-${Math.random().toString(36).slice(2, 8)}`

/** A player with 1,000 taka who has placed a bet of `stake` on a fresh round, still open. */
async function openRound(stake = 10_000) {
  const player = await signUpPlayer(testApp())
  await depositFor(testApp(), player.userId, 100_000)
  const token = await launchFor(testApp(), provider, player.userId)
  const base = { token, player: player.userId, currency: 'BDT', game: provider.gameCode }
  const roundRef = unique('round')
  const betRef = unique('bet')
  const bet = await sendWalletCall(testApp(), provider, 'bet', {
    ...base,
    round: roundRef,
    transaction: betRef,
    amount: stake,
    roundClosed: false,
  })
  expect(bet.statusCode, bet.body).toBe(200)
  const [round] = await db().select().from(providerRounds).where(eq(providerRounds.roundRef, roundRef))
  if (!round) throw new Error('no round')
  return { player, base, roundRef, betRef, round }
}

/** Moves a round's opening `minutes` into the past. */
async function age(roundId: string, minutes: number) {
  await db()
    .update(providerRounds)
    .set({ openedAt: new Date(Date.now() - minutes * 60_000) })
    .where(eq(providerRounds.id, roundId))
}

const cashOf = async (userId: string) => (await findPlayerAccounts(db(), userId))?.balances.player_cash

const idsOf = (response: { json(): unknown }) =>
  adminProviderRoundPage.parse(response.json()).items.map((item) => item.id)

describe('the provider rounds list', () => {
  it('finds a round by player id, email and phone, provider, round id and transaction id', async () => {
    const { player, round, roundRef, betRef } = await openRound()
    const other = await openRound()
    const staff = as(support.cookie)
    for (const query of [
      `?player=${player.userId}`,
      `?player=${encodeURIComponent(player.email.toUpperCase())}`,
      `?player=${player.phone}`,
      `?round=${roundRef}`,
      `?transaction=${betRef}`,
      `?provider=${provider.code}&round=${roundRef}`,
    ]) {
      const response = await staff.rounds(query)
      expect(response.statusCode, `${query} ${response.body}`).toBe(200)
      expect(idsOf(response), query).toEqual([round.id])
    }
    expect(idsOf(await staff.rounds(`?provider=${provider.code}&pageSize=100`))).toEqual(
      expect.arrayContaining([round.id, other.round.id]),
    )
    expect(idsOf(await staff.rounds('?provider=no-such-studio'))).toEqual([])
    const page = adminProviderRoundPage.parse((await staff.rounds(`?round=${roundRef}`)).json())
    expect(page.total).toBe(1)
    expect(page.items[0]).toMatchObject({
      provider: provider.code,
      roundRef,
      player: { id: player.userId, email: player.email },
      game: provider.gameCode,
      currency: 'BDT',
      staked: 10_000,
      won: 0,
      refunded: 0,
      net: 10_000,
      status: 'open',
      closedAt: null,
      isStuck: false,
    })
  })

  it('lists newest first and pages', async () => {
    const first = await openRound()
    const second = await openRound()
    await age(first.round.id, 5)
    const query = `?player=${first.player.userId}`
    expect(idsOf(await as(admin.cookie).rounds(query))).toEqual([first.round.id])
    const both = await as(admin.cookie).rounds(`?provider=${provider.code}&pageSize=1`)
    const page = adminProviderRoundPage.parse(both.json())
    expect(page.items).toHaveLength(1)
    expect(page.total).toBeGreaterThanOrEqual(2)
    expect(idsOf(both)).toEqual([second.round.id])
  })

  it("filters by status (open, closed, stuck by age) and by days in the operator's time zone", async () => {
    const fresh = await openRound()
    const old = await openRound()
    await age(old.round.id, 61)
    const closed = await openRound()
    const win = await sendWalletCall(testApp(), provider, 'win', {
      ...closed.base,
      round: closed.roundRef,
      transaction: unique('win'),
      reference: closed.betRef,
      amount: 2_500,
      roundClosed: true,
    })
    expect(win.statusCode, win.body).toBe(200)
    const staff = as(finance.cookie)
    const mine = `&provider=${provider.code}&pageSize=100`
    const stuck = idsOf(await staff.rounds(`?status=stuck${mine}`))
    expect(stuck).toContain(old.round.id)
    expect(stuck).not.toContain(fresh.round.id)
    expect(stuck).not.toContain(closed.round.id)
    const open = idsOf(await staff.rounds(`?status=open${mine}`))
    expect(open).toEqual(expect.arrayContaining([fresh.round.id, old.round.id]))
    expect(open).not.toContain(closed.round.id)
    const closedPage = adminProviderRoundPage.parse((await staff.rounds(`?status=closed${mine}`)).json())
    const closedRow = closedPage.items.find((item) => item.id === closed.round.id)
    expect(closedRow).toMatchObject({ status: 'closed', won: 2_500, net: 7_500, isStuck: false })
    expect(closedRow?.closedAt).not.toBeNull()

    // A longer age in the settings makes the old round ordinary again.
    expect((await as(admin.cookie).saveSettings({ stuckRoundMinutes: 120 })).statusCode).toBe(200)
    expect(idsOf(await staff.rounds(`?status=stuck${mine}`))).not.toContain(old.round.id)

    // 2026-01-09 19:30 UTC is 01:30 on 10 January in Dhaka.
    await db()
      .update(providerRounds)
      .set({ openedAt: new Date('2026-01-09T19:30:00Z') })
      .where(eq(providerRounds.id, fresh.round.id))
    const who = `?player=${fresh.player.userId}`
    expect(idsOf(await staff.rounds(`${who}&from=2026-01-10&to=2026-01-10`))).toEqual([fresh.round.id])
    expect(idsOf(await staff.rounds(`${who}&from=2026-01-09&to=2026-01-09`))).toEqual([])
    expect((await staff.rounds('?from=2026-01-10&to=2026-01-09')).statusCode).toBe(400)
  })

  it('is for staff with providers.read only', async () => {
    const { player, round } = await openRound()
    expect((await as(null).rounds()).statusCode).toBe(401)
    expect((await as(player.cookie).rounds()).statusCode).toBe(403)
    expect((await as(content.cookie).rounds()).statusCode).toBe(403)
    expect((await as(null).round(round.id)).statusCode).toBe(401)
    expect((await as(player.cookie).round(round.id)).statusCode).toBe(403)
    expect((await as(content.cookie).round(round.id)).statusCode).toBe(403)
    const resolve = { action: 'refund', reason: 'stuck' }
    expect((await as(null).resolve(round.id, resolve)).statusCode).toBe(401)
    expect((await as(player.cookie).resolve(round.id, resolve)).statusCode).toBe(403)
    // Support reads rounds but does not decide them.
    expect((await as(support.cookie).resolve(round.id, resolve)).statusCode).toBe(403)
    expect((await as(support.cookie).saveSettings({ stuckRoundMinutes: 5 })).statusCode).toBe(403)
    expect((await as(content.cookie).settings()).statusCode).toBe(403)
  })
})

describe('a provider round', () => {
  it('shows every transaction on it, oldest first', async () => {
    const { base, round, roundRef, betRef } = await openRound()
    const winRef = unique('win')
    await sendWalletCall(testApp(), provider, 'win', {
      ...base,
      round: roundRef,
      transaction: winRef,
      reference: betRef,
      amount: 4_000,
      roundClosed: false,
    })
    const rollbackRef = unique('rollback')
    await sendWalletCall(testApp(), provider, 'rollback', {
      ...base,
      round: roundRef,
      transaction: rollbackRef,
      reference: winRef,
      roundClosed: true,
    })
    const response = await as(support.cookie).round(round.id)
    expect(response.statusCode, response.body).toBe(200)
    const detail = adminProviderRoundDetail.parse(response.json())
    expect(detail).toMatchObject({ staked: 10_000, won: 0, refunded: 0, net: 10_000, status: 'closed' })
    expect(
      detail.transactions.map(({ ref, kind, state, reference, amount }) => ({
        ref,
        kind,
        state,
        reference,
        amount,
      })),
    ).toEqual([
      { ref: betRef, kind: 'bet', state: 'done', reference: null, amount: 10_000 },
      { ref: winRef, kind: 'win', state: 'rolled_back', reference: betRef, amount: 4_000 },
      { ref: rollbackRef, kind: 'rollback', state: 'done', reference: winRef, amount: 4_000 },
    ])
    expect(detail.transactions.every((transaction) => transaction.transferId !== null)).toBe(true)
    expect((await as(support.cookie).round('not-a-round')).statusCode).toBe(404)
    expect((await as(support.cookie).round(crypto.randomUUID())).statusCode).toBe(404)
  })
})

describe('a stuck round', () => {
  it('is refunded the stakes it still holds, once, with an audit entry', async () => {
    const { player, base, round, roundRef, betRef } = await openRound(10_000)
    await sendWalletCall(testApp(), provider, 'win', {
      ...base,
      round: roundRef,
      transaction: unique('win'),
      reference: betRef,
      amount: 3_000,
      roundClosed: false,
    })
    expect(await cashOf(player.userId)).toBe(100_000 - 10_000 + 3_000)
    const staff = as(finance.cookie)
    const reason = { action: 'refund', reason: 'The studio never closed it' }
    // Not stuck yet: refused, nothing moves.
    expect((await staff.resolve(round.id, reason)).json().error.code).toBe('CONFLICT')
    await age(round.id, 61)
    expect((await staff.resolve(round.id, { action: 'refund', reason: 'no' })).statusCode).toBe(400)

    const resolved = await staff.resolve(round.id, reason)
    expect(resolved.statusCode, resolved.body).toBe(200)
    const detail = adminProviderRoundDetail.parse(resolved.json())
    expect(detail).toMatchObject({ status: 'closed', staked: 10_000, won: 3_000, refunded: 7_000, net: 0 })
    expect(detail.transactions.at(-1)).toMatchObject({
      ref: `khela:resolve:${round.id}`,
      kind: 'rollback',
      state: 'done',
      amount: 7_000,
    })
    expect(await cashOf(player.userId)).toBe(100_000)

    const again = await staff.resolve(round.id, reason)
    expect(again.statusCode).toBe(409)
    expect(again.json().error.code).toBe('ALREADY_DECIDED')
    expect(await cashOf(player.userId)).toBe(100_000)

    // The provider's late rollback of the refunded bet moves nothing a second time.
    const late = await sendWalletCall(testApp(), provider, 'rollback', {
      ...base,
      round: roundRef,
      transaction: unique('rollback'),
      reference: betRef,
      roundClosed: true,
    })
    expect(late.statusCode, late.body).toBe(200)
    expect(await cashOf(player.userId)).toBe(100_000)

    const entries = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.recordType, 'provider_round'), eq(auditLog.recordId, round.id)))
    expect(entries).toHaveLength(1)
    expect(entries[0]).toMatchObject({
      actorId: finance.userId,
      action: 'providers.round.refund',
      before: { status: 'open', staked: 10_000, won: 3_000, refunded: 0 },
      after: { status: 'closed', refunded: 7_000, refund: 7_000, reason: 'The studio never closed it' },
    })
  })

  it('is settled as it stands: no money moves, and the provider can no longer pay into it', async () => {
    const { player, base, round, roundRef, betRef } = await openRound(10_000)
    await age(round.id, 90)
    const resolved = await as(admin.cookie).resolve(round.id, {
      action: 'settle',
      reason: 'Lost to the studio',
    })
    expect(resolved.statusCode, resolved.body).toBe(200)
    expect(adminProviderRoundDetail.parse(resolved.json())).toMatchObject({
      status: 'closed',
      refunded: 0,
      net: 10_000,
      isStuck: false,
    })
    expect(await cashOf(player.userId)).toBe(90_000)
    const late = await sendWalletCall(testApp(), provider, 'win', {
      ...base,
      round: roundRef,
      transaction: unique('win'),
      reference: betRef,
      amount: 5_000,
      roundClosed: true,
    })
    expect(late.json().error.code).toBe('ROUND_CLOSED')
    expect(await cashOf(player.userId)).toBe(90_000)
    expect(
      (await as(admin.cookie).resolve(round.id, { action: 'refund', reason: 'again' })).json().error.code,
    ).toBe('ALREADY_DECIDED')
    const [entry] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.recordType, 'provider_round'), eq(auditLog.recordId, round.id)))
    expect(entry).toMatchObject({
      action: 'providers.round.settle',
      after: { refund: 0, reason: 'Lost to the studio' },
    })
  })

  it('refund racing a late win: one of them wins, the money moves once', async () => {
    for (let attempt = 0; attempt < 4; attempt++) {
      const { player, base, round, roundRef, betRef } = await openRound(10_000)
      await age(round.id, 61)
      const [win, refund] = await Promise.all([
        sendWalletCall(testApp(), provider, 'win', {
          ...base,
          round: roundRef,
          transaction: unique('win'),
          reference: betRef,
          amount: 3_000,
          roundClosed: true,
        }),
        as(finance.cookie).resolve(round.id, { action: 'refund', reason: 'Stuck round' }),
      ])
      const [after] = await db().select().from(providerRounds).where(eq(providerRounds.id, round.id))
      if (win.statusCode === 200) {
        // The win came first and closed the round: the refund is refused, the player keeps the win.
        expect(refund.json().error.code).toBe('ALREADY_DECIDED')
        expect(after).toMatchObject({ status: 'closed', won: 3_000, refunded: 0 })
        expect(await cashOf(player.userId)).toBe(93_000)
      } else {
        // The refund came first: the stake is back and the late win is refused.
        expect(refund.statusCode, refund.body).toBe(200)
        expect(win.json().error.code).toBe('ROUND_CLOSED')
        expect(after).toMatchObject({ status: 'closed', won: 0, refunded: 10_000 })
        expect(await cashOf(player.userId)).toBe(100_000)
      }
      await expectCleanLedger(testApp())
    }
  })
})

describe('the stuck-round setting', () => {
  it('defaults to 60 minutes, is saved by finance with an audit entry, and read by support', async () => {
    expect((await as(support.cookie).settings()).json()).toEqual(defaultProviderSettings)
    expect((await as(finance.cookie).saveSettings({ stuckRoundMinutes: 0 })).statusCode).toBe(400)
    const saved = await as(finance.cookie).saveSettings({ stuckRoundMinutes: 30 })
    expect(saved.statusCode, saved.body).toBe(200)
    expect((await as(support.cookie).settings()).json()).toEqual({ stuckRoundMinutes: 30 })
    const entries = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.actorId, finance.userId), eq(auditLog.action, 'providers.settings.update')))
    expect(entries).toHaveLength(1)
    expect(entries[0]).toMatchObject({ before: { stuckRoundMinutes: 60 }, after: { stuckRoundMinutes: 30 } })
  })
})
