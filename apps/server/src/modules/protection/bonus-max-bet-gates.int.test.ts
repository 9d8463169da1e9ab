import { errorBody } from '@khela/contracts/errors'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { grantBonus, makeBonusCampaign } from '../../../test/bonuses.ts'
import { expectCleanLedger } from '../../../test/ledger.ts'
import {
  addWalletProvider,
  launchFor,
  sendWalletCall,
  type TestProvider,
} from '../../../test/provider-wallet.ts'
import { bettingPlayer, bookLeg, makeBookMarket, sportsbookClient } from '../../../test/sportsbook.ts'
import { useTestApp } from '../../../test/use-test-app.ts'
import { findBalances } from '../wallet/find-balances.ts'

const testApp = useTestApp()
const taka = (amount: number) => amount * 100
let provider: TestProvider

beforeAll(async () => {
  provider = await addWalletProvider(testApp())
})

afterEach(async () => {
  await expectCleanLedger(testApp())
})

const refusal = (response: { statusCode: number; json(): unknown }) => ({
  status: response.statusCode,
  ...errorBody.parse(response.json()).error,
})

/** A player with cash and a grant whose terms allow at most 25 taka a bet. */
async function playerWithMaxBet() {
  const campaign = await makeBonusCampaign(testApp(), { maxBet: taka(25) })
  const player = await bettingPlayer(testApp(), taka(500))
  await grantBonus(testApp(), player.userId, campaign.id, taka(100))
  return player
}

describe("a bonus's maximum bet", () => {
  it('refuses a sportsbook stake above it inside the placement, moving nothing', async () => {
    const player = await playerWithMaxBet()
    const market = await makeBookMarket(testApp())
    const book = sportsbookClient(testApp(), player.cookie)
    const over = await book.place({ type: 'single', legs: [bookLeg(market)], stake: taka(26) })
    expect(refusal(over)).toMatchObject({
      status: 403,
      code: 'BONUS_MAX_BET_EXCEEDED',
      fields: { maxBet: String(taka(25)), currency: 'BDT' },
    })
    expect((await findBalances(testApp().services.database.db, player.userId))?.cash).toBe(taka(500))
    await player.bet([bookLeg(market)], taka(25))
  })

  it("refuses a provider game's bet above it, told as LIMIT_REACHED with the rule's code", async () => {
    const player = await playerWithMaxBet()
    const token = await launchFor(testApp(), provider, player.userId)
    const bet = {
      token,
      player: player.userId,
      currency: 'BDT',
      game: provider.gameCode,
      round: `round-${player.userId}`,
      transaction: `over-${player.userId}`,
      amount: taka(26),
    }
    expect(refusal(await sendWalletCall(testApp(), provider, 'bet', bet))).toMatchObject({
      status: 403,
      code: 'LIMIT_REACHED',
      fields: { reason: 'BONUS_MAX_BET_EXCEEDED', maxBet: String(taka(25)) },
    })
    expect((await findBalances(testApp().services.database.db, player.userId))?.cash).toBe(taka(500))
    const within = await sendWalletCall(testApp(), provider, 'bet', {
      ...bet,
      transaction: `within-${player.userId}`,
      amount: taka(25),
    })
    expect(within.statusCode, within.body).toBe(200)
  })
})
