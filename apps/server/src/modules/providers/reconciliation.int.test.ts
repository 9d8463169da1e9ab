import { roundReconciliation } from '@khela/contracts/provider-reconciliation'
import { beforeAll, describe, expect, it } from 'vitest'
import { depositFor } from '../../../test/ledger.ts'
import { makeUserWithRole } from '../../../test/make-staff.ts'
import {
  addWalletProvider,
  launchFor,
  sendWalletCall,
  type TestProvider,
} from '../../../test/provider-wallet.ts'
import { signUpPlayer } from '../../../test/sign-up.ts'
import { useTestApp } from '../../../test/use-test-app.ts'

/** A provider's round report against Khela's rounds: matched, missing on either side, amount mismatches. */
const testApp = useTestApp()
let provider: TestProvider

beforeAll(async () => {
  provider = await addWalletProvider(testApp())
})

async function reconcile(cookie: string, content: string, code = provider.code) {
  return testApp().inject({
    method: 'POST',
    url: `/api/admin/providers/reconciliation/${code}`,
    headers: { cookie, origin: testApp().services.config.publicUrl },
    payload: { fileName: 'rounds.csv', content },
  })
}

describe("reconciling a provider's round report", () => {
  it('names every round that does not match, each on its side, and counts the rest', async () => {
    const player = await signUpPlayer(testApp())
    await depositFor(testApp(), player.userId, 100_000)
    const token = await launchFor(testApp(), provider, player.userId)
    const base = { token, player: player.userId, currency: 'BDT', game: provider.gameCode }
    // Khela holds r1 (1,000 staked, 2,500 won), r2 (500 staked, lost), r3 (700 staked, rolled back), r4 (300).
    const started = new Date()
    await sendWalletCall(testApp(), provider, 'bet-win', {
      ...base,
      round: 'r1',
      transaction: 't1',
      bet: 1_000,
      win: 2_500,
    })
    await sendWalletCall(testApp(), provider, 'bet-win', {
      ...base,
      round: 'r2',
      transaction: 't2',
      bet: 500,
      win: 0,
    })
    await sendWalletCall(testApp(), provider, 'bet', { ...base, round: 'r3', transaction: 't3', amount: 700 })
    await sendWalletCall(testApp(), provider, 'rollback', {
      ...base,
      round: 'r3',
      transaction: 't3-rb',
      reference: 't3',
      roundClosed: true,
    })
    await sendWalletCall(testApp(), provider, 'bet-win', {
      ...base,
      round: 'r4',
      transaction: 't4',
      bet: 300,
      win: 0,
    })
    const at = started.toISOString()
    // The report: r1 as Khela has it, r2 with another win, r3 cancelled, r5 that Khela never saw, a refused r6;
    // r4 is not in it.
    const report = [
      'id,player,game,currency,stake,win,status,createdAt',
      `r1,${player.userId},slot-1,BDT,1000,2500,settled,${at}`,
      `r2,${player.userId},slot-1,BDT,500,900,settled,${at}`,
      `r3,${player.userId},slot-1,BDT,700,0,cancelled,${at}`,
      `r5,${player.userId},slot-1,BDT,400,0,settled,${at}`,
      `r6,${player.userId},slot-1,BDT,400,0,refused,${at}`,
    ].join('\n')
    const finance = await makeUserWithRole(testApp(), 'finance')
    const response = await reconcile(finance.cookie, report)
    expect(response.statusCode).toBe(200)
    const result = roundReconciliation.parse(response.json())
    expect(result).toMatchObject({
      reportRounds: 5,
      matched: 3,
      missingInKhelaCount: 1,
      missingInReportCount: 1,
      mismatchCount: 1,
      missingInKhela: [{ round: 'r5', report: { stake: 400, win: 0 }, khela: null }],
      missingInReport: [{ round: 'r4', report: null, khela: { stake: 300, win: 0 } }],
      mismatches: [{ round: 'r2', report: { stake: 500, win: 900 }, khela: { stake: 500, win: 0 } }],
    })
  })

  it('refuses a report it cannot read, and staff without the permission', async () => {
    const finance = await makeUserWithRole(testApp(), 'finance')
    const missing = await reconcile(finance.cookie, 'round,stake\nr1,100')
    expect(missing.statusCode).toBe(400)
    expect(missing.json().error.fields).toEqual({ content: 'MISSING_COLUMNS' })
    const badRow = await reconcile(finance.cookie, 'round,stake,win\nr1,1.5,0')
    expect(badRow.json().error.fields).toEqual({ content: 'BAD_ROW' })
    const support = await makeUserWithRole(testApp(), 'support')
    expect((await reconcile(support.cookie, 'round,stake,win\n')).statusCode).toBe(403)
  })
})
