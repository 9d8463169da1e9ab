import { describe, expect, it } from 'vitest'
import { type CampaignInput, campaignInput } from './bonuses.ts'
import { freeRoundWinCall } from './provider-wallet.ts'

const freeSpins: CampaignInput = {
  name: { en: 'Free spins', bn: 'Free spins' },
  reward: { kind: 'free_spins', game: 'fortune-five', count: 20, stake: 500 },
  eligibility: {
    audience: 'all_players',
    countries: [],
    currencies: ['BDT'],
    depositNumber: null,
    minDeposit: 20_000,
    trigger: 'promo_code',
    promoCode: 'FREESPINS',
    welcomeOffer: null,
    totalUses: null,
    usesPerPlayer: 1,
    startsAt: null,
    endsAt: null,
  },
  wagering: {
    multiple: 30,
    base: 'bonus',
    contributions: { originals: 0, crash: 0, slots: 100, live_table: 0, sportsbook: 0 },
    sportsbookMinOdds: 150,
    maxBet: null,
    maxConversionMultiple: null,
  },
  expiryDays: 7,
  terms: { en: 'Terms.', bn: 'শর্ত।' },
  pack: null,
}

/** The issues' paths and messages, as the form and the API's `fields` show them. */
const issuesOf = (input: unknown) =>
  campaignInput.safeParse(input).error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? []

describe('a free-spins campaign', () => {
  it('takes a game slug, a count and a stake', () => {
    expect(issuesOf(freeSpins)).toEqual([])
  })

  it('wagers a multiple of the winnings only: deposit and bonus is refused', () => {
    expect(
      issuesOf({ ...freeSpins, wagering: { ...freeSpins.wagering, base: 'deposit_and_bonus' } }),
    ).toEqual([['wagering.base', 'INVALID_CHOICE']])
  })

  it.each([
    [{ count: 0 }, 'reward.count', 'NUMBER_OUT_OF_RANGE'],
    [{ count: 1001 }, 'reward.count', 'NUMBER_OUT_OF_RANGE'],
    [{ count: 2.5 }, 'reward.count', 'NUMBER_OUT_OF_RANGE'],
    [{ stake: 0 }, 'reward.stake', 'NUMBER_OUT_OF_RANGE'],
    [{ game: 'Fortune Five' }, 'reward.game', 'INVALID_FORMAT'],
    [{ game: '' }, 'reward.game', 'INVALID_FORMAT'],
  ])('refuses %o at %s', (change, path, message) => {
    expect(issuesOf({ ...freeSpins, reward: { ...freeSpins.reward, ...change } })).toEqual([[path, message]])
  })
})

describe('the free-round-win wallet call', () => {
  const call = {
    token: 'token',
    player: 'player-1',
    currency: 'BDT',
    game: 'fortune-five',
    round: 'round-1',
    transaction: 'transaction-1',
    freeRoundGrant: 'grant-1',
    amount: 0,
  }

  it('records a spin that won nothing, closing its round by default', () => {
    expect(freeRoundWinCall.parse(call)).toEqual({ ...call, roundClosed: true })
  })

  it('refuses a negative or fractional win, a missing grant and fields it does not know', () => {
    expect(freeRoundWinCall.safeParse({ ...call, amount: -1 }).success).toBe(false)
    expect(freeRoundWinCall.safeParse({ ...call, amount: 1.5 }).success).toBe(false)
    expect(freeRoundWinCall.safeParse({ ...call, freeRoundGrant: undefined }).success).toBe(false)
    expect(freeRoundWinCall.safeParse({ ...call, bet: 100 }).success).toBe(false)
  })
})
