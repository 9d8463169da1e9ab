import type { ShopWithdrawal } from '@khela/contracts/agents'
import { defaultComplianceSettings } from '@khela/contracts/compliance'
import type { SessionUser } from '@khela/contracts/session'
import { eq } from 'drizzle-orm'
import fc from 'fast-check'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { addBranch, callerOf, makePartner } from '../../../test/agents.ts'
import { depositFor, expectCleanLedger, newKey } from '../../../test/ledger.ts'
import { makeUserWithRole } from '../../../test/make-staff.ts'
import { signUpPlayer } from '../../../test/sign-up.ts'
import { useTestApp } from '../../../test/use-test-app.ts'
import { agentCashiers, agentShopPayouts } from '../../db/schema/agents.ts'
import { operatorSettings } from '../../db/schema/settings.ts'
import { AppError } from '../../lib/app-error.ts'
import { addDays } from '../../lib/calendar-days.ts'
import { complianceSettingsKey } from '../compliance/find-compliance-settings.ts'
import { findBalances } from '../wallet/find-balances.ts'
import { reconcileLedger } from '../wallet/reconcile-ledger.ts'
import { closeCommissionPeriod } from './close-commission-period.ts'
import { createCommissionAdjustment } from './commission-adjustments.ts'
import { depositAtShop } from './deposit-at-shop.ts'
import { expireShopWithdrawals } from './expire-shop-withdrawals.ts'
import { findAgentNodeDetail } from './find-agent-node-detail.ts'
import { moveFloat } from './move-float.ts'
import { payShopWithdrawal } from './pay-shop-withdrawal.ts'
import { requestShopWithdrawal } from './request-shop-withdrawal.ts'

const testApp = useTestApp()
const db = () => testApp().services.database.db
const isPostgres = process.env.KHELA_TEST_DRIVER === 'pg'

let admin: Awaited<ReturnType<typeof makeUserWithRole>>

beforeAll(async () => {
  // These tests are about floats, not identity or responsible gambling.
  await db()
    .insert(operatorSettings)
    .values({
      key: complianceSettingsKey,
      value: {
        ...defaultComplianceSettings,
        kyc: { isRequiredForWithdrawals: false, depositTotalRequiringKyc: Number.MAX_SAFE_INTEGER },
      },
    })
  admin = await makeUserWithRole(testApp(), 'admin')
})

afterEach(async () => {
  await expectCleanLedger(testApp())
})

const sessionOf = (userId: string, role: SessionUser['role']) => ({ id: userId, role }) as SessionUser

describe('the agent network on the ledger', () => {
  it('keeps every float within its limit and the ledger at zero, whatever moves, deposits, payouts and commissions come', async () => {
    // Super agent, master, agent, shop: credit limits the floats may reach below zero.
    const limits = [0, 5_000, 3_000, 2_000]
    const branch = await addBranch(testApp(), admin, { shopCreditLimit: limits[3] })
    const nodes = [branch.superAgent, branch.master, branch.agent, branch.shop].map(({ node }) => node.id)
    for (const [index, limit] of limits.entries())
      await callerOf(testApp(), admin).patch(`/api/admin/agents/nodes/${nodes[index]}`, {
        creditLimit: limit,
      })
    const staff = sessionOf(admin.userId, 'admin')
    const cashier = sessionOf(branch.cashier.userId, 'agent')
    await callerOf(testApp(), branch.cashier).post('/api/agents/shifts', { countedCash: 0 }, null)
    const players = [await signUpPlayer(testApp()), await signUpPlayer(testApp())].map((player) =>
      sessionOf(player.userId, 'player'),
    )
    // The model: each float and each player's cash as the operations should leave them.
    const floats = [0, 0, 0, 0]
    const cash = [0, 0]
    // Commission adjustments waiting for a node's next statement (a negative total is held back there).
    const owed = [0, 0, 0, 0]
    // Periods closed by the steps: weeks from a Monday far ahead of any play, so they hold only corrections.
    let week = 0

    const amount = fc.integer({ min: 1, max: 4_000 })
    const step = fc.oneof(
      fc.record({
        op: fc.constant('move' as const),
        node: fc.integer({ min: 0, max: 3 }),
        isDown: fc.boolean(),
        amount,
      }),
      fc.record({ op: fc.constant('deposit' as const), player: fc.integer({ min: 0, max: 1 }), amount }),
      fc.record({ op: fc.constant('payout' as const), player: fc.integer({ min: 0, max: 1 }), amount }),
      // A commission correction (either sign) to a node, and the next period's run that applies it.
      fc.record({
        op: fc.constant('commission' as const),
        node: fc.integer({ min: 0, max: 3 }),
        amount: fc.integer({ min: -4_000, max: 4_000 }).filter((value) => value !== 0),
      }),
    )
    const refusal = async (work: () => Promise<unknown>) => {
      try {
        await work()
        return null
      } catch (error) {
        if (error instanceof AppError) return error.code
        throw error
      }
    }

    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 12 }), async (steps) => {
        for (const current of steps) {
          if (current.op === 'move') {
            const { node, isDown } = current
            // Down: the parent gives (the operator's issue account has no limit); up: the node gives.
            const giver = isDown ? node - 1 : node
            const canGive =
              giver < 0 || (floats[giver] as number) - current.amount >= -(limits[giver] as number)
            const key = newKey('move')
            const input = {
              nodeId: nodes[node] as string,
              direction: isDown ? 'down' : 'up',
              amount: current.amount,
            } as const
            const move = () =>
              moveFloat(db(), { actor: staff, isStaff: true, idempotencyKey: key, input, ipAddress: null })
            expect(await refusal(move)).toBe(canGive ? null : 'FLOAT_LIMIT_REACHED')
            if (canGive) {
              // A replay moves nothing more.
              expect((await move()).isReplay).toBe(true)
              const taker = isDown ? node : node - 1
              if (giver >= 0) floats[giver] = (floats[giver] as number) - current.amount
              if (taker >= 0) floats[taker] = (floats[taker] as number) + current.amount
            }
          } else if (current.op === 'commission') {
            await createCommissionAdjustment(db(), {
              staff,
              idempotencyKey: newKey('adjust'),
              ipAddress: null,
              input: {
                partnerKind: 'agent',
                partnerId: nodes[current.node] as string,
                currency: 'BDT',
                amount: current.amount,
                reason: 'Property test correction',
              },
            })
            owed[current.node] = (owed[current.node] as number) + current.amount
            const startsOn = addDays('2030-01-07', 7 * week++)
            await closeCommissionPeriod(db(), {
              cadence: 'weekly',
              startsOn,
              now: new Date(`${addDays(startsOn, 8)}T12:00:00Z`),
              actorId: null,
              ipAddress: null,
            })
            for (const [index, total] of owed.entries()) {
              floats[index] = (floats[index] as number) + Math.max(total, 0)
              owed[index] = Math.min(total, 0)
            }
          } else if (current.op === 'deposit') {
            const canGive = (floats[3] as number) - current.amount >= -(limits[3] as number)
            const player = players[current.player] as SessionUser
            const deposit = () =>
              depositAtShop(db(), {
                cashier,
                idempotencyKey: newKey('deposit'),
                input: { player: player.id, amount: current.amount },
                ipAddress: null,
              })
            expect(await refusal(deposit)).toBe(canGive ? null : 'FLOAT_LIMIT_REACHED')
            if (canGive) {
              floats[3] = (floats[3] as number) - current.amount
              cash[current.player] = (cash[current.player] as number) + current.amount
            }
          } else {
            const player = players[current.player] as SessionUser
            const hasCash = (cash[current.player] as number) >= current.amount
            let withdrawal: ShopWithdrawal | null = null
            const request = async () => {
              withdrawal = (
                await requestShopWithdrawal(db(), {
                  player,
                  idempotencyKey: newKey('withdrawal'),
                  input: { shopId: nodes[3] as string, amount: current.amount },
                })
              ).withdrawal
            }
            expect(await refusal(request)).toBe(hasCash ? null : 'INSUFFICIENT_FUNDS')
            const code = (withdrawal as ShopWithdrawal | null)?.code
            if (code) {
              await payShopWithdrawal(db(), {
                cashier,
                idempotencyKey: newKey('payout'),
                code,
                ipAddress: null,
              })
              floats[3] = (floats[3] as number) + current.amount
              cash[current.player] = (cash[current.player] as number) - current.amount
            }
          }
        }
        for (const [index, nodeId] of nodes.entries()) {
          const { node } = await findAgentNodeDetail(db(), nodeId)
          expect(node.floatBalance).toBe(floats[index])
          expect(node.floatBalance).toBeGreaterThanOrEqual(-(limits[index] as number))
        }
        for (const [index, player] of players.entries())
          expect((await findBalances(db(), player.id))?.cash).toBe(cash[index])
        const report = await reconcileLedger(db())
        expect(report.isClean).toBe(true)
      }),
      { numRuns: 15 },
    )
  })

  it.runIf(isPostgres)('pays one code once when two cashiers enter it at the same moment', async () => {
    const branch = await addBranch(testApp(), admin)
    for (const { node } of [branch.superAgent, branch.master, branch.agent, branch.shop])
      await callerOf(testApp(), admin).post('/api/admin/agents/float-moves', {
        nodeId: node.id,
        direction: 'down',
        amount: 10_000,
      })
    const second = await makePartner(testApp())
    await db()
      .insert(agentCashiers)
      .values({ userId: second.userId, shopId: branch.shop.node.id, createdBy: admin.userId })
    for (const cashier of [branch.cashier, second])
      await callerOf(testApp(), cashier).post('/api/agents/shifts', { countedCash: 50_000 }, null)
    const player = await signUpPlayer(testApp())
    await depositFor(testApp(), player.userId, 7_000)
    const withdrawal = (
      await callerOf(testApp(), player).post('/api/agents/shop-withdrawals', {
        shopId: branch.shop.node.id,
        amount: 7_000,
      })
    ).json() as ShopWithdrawal
    const answers = await Promise.all(
      [branch.cashier, second].map((cashier) =>
        callerOf(testApp(), cashier).post('/api/agents/shop-payouts', { code: withdrawal.code }),
      ),
    )
    const statuses = answers.map((answer) => answer.statusCode).toSorted()
    expect(statuses[0]).toBe(201)
    expect([404, 409]).toContain(statuses[1])
    const payouts = await db()
      .select()
      .from(agentShopPayouts)
      .where(eq(agentShopPayouts.withdrawalId, withdrawal.id))
    expect(payouts).toHaveLength(1)
    const { node } = await findAgentNodeDetail(db(), branch.shop.node.id)
    expect(node.floatBalance).toBe(10_000 + 7_000)
    expect(await findBalances(db(), player.userId)).toMatchObject({ cash: 0, onHold: 0 })
  })

  it.runIf(isPostgres)('either pays a code or expires it when the sweep and a cashier meet', async () => {
    const branch = await addBranch(testApp(), admin)
    for (const { node } of [branch.superAgent, branch.master, branch.agent, branch.shop])
      await callerOf(testApp(), admin).post('/api/admin/agents/float-moves', {
        nodeId: node.id,
        direction: 'down',
        amount: 10_000,
      })
    await callerOf(testApp(), branch.cashier).post('/api/agents/shifts', { countedCash: 50_000 }, null)
    const player = await signUpPlayer(testApp())
    await depositFor(testApp(), player.userId, 7_000)
    const withdrawal = (
      await callerOf(testApp(), player).post('/api/agents/shop-withdrawals', {
        shopId: branch.shop.node.id,
        amount: 7_000,
      })
    ).json() as ShopWithdrawal
    // The sweep judges by a "now" past the expiry while the cashier's payout still finds the code in its day.
    const sweepNow = new Date(Date.parse(withdrawal.expiresAt) + 1)
    const [payout, expired] = await Promise.all([
      callerOf(testApp(), branch.cashier).post('/api/agents/shop-payouts', { code: withdrawal.code }),
      expireShopWithdrawals(db(), sweepNow),
    ])
    const payouts = await db()
      .select()
      .from(agentShopPayouts)
      .where(eq(agentShopPayouts.withdrawalId, withdrawal.id))
    expect(payouts).toHaveLength(payout.statusCode === 201 ? 1 : 0)
    expect(expired).toBe(payout.statusCode === 201 ? 0 : 1)
    expect(await findBalances(db(), player.userId)).toMatchObject({
      cash: payout.statusCode === 201 ? 0 : 7_000,
      onHold: 0,
    })
    expect(await expireShopWithdrawals(db(), sweepNow)).toBe(0)
  })
})
