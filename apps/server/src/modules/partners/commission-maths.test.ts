import { describe, expect, it } from 'vitest'
import {
  type AffiliateTermsForPeriod,
  affiliateOwnCommission,
  agentOwnCommission,
  completeStatement,
  overrideLine,
  type PlayerPeriod,
  playerLine,
  share,
  splitByProduct,
  tieredShare,
} from './commission-maths.ts'

// Figures in poisha; every expected number below is worked out by hand in the comment beside it.
const costs = { depositFeeBp: 150, withdrawalFeeBp: 100, operatingDeductionBp: 1_000 }

const player = (overrides: Partial<PlayerPeriod> = {}): PlayerPeriod => ({
  playerId: 'p1',
  playerName: 'Rahim',
  casinoGgr: 0,
  sportsbookGgr: 0,
  turnover: 0,
  deposits: 0,
  withdrawals: 0,
  bonusCost: 0,
  ...overrides,
})

const terms = (overrides: Partial<AffiliateTermsForPeriod> = {}): AffiliateTermsForPeriod => ({
  kind: 'revenue_share',
  tiers: [
    { fromNgr: 0, rateBp: 2_500 },
    { fromNgr: 5_000_000, rateBp: 3_500 },
  ],
  cpaAmount: 0,
  minActivePlayers: 0,
  activeMinTurnover: 0,
  subAffiliateOverrideBp: 0,
  negativeCarryOver: false,
  ...overrides,
})

describe('commission arithmetic', () => {
  it('rounds every percentage toward zero', () => {
    expect(share(999, 150)).toBe(14) // 14.985
    expect(share(-999, 150)).toBe(-14)
    expect(share(0, 10_000)).toBe(0)
  })

  it("takes a player's bonus cost, fees and deduction from the GGR", () => {
    // GGR 100,000 + 20,000 = 120,000; deposit fee 1.5 % of 200,000 = 3,000; withdrawal fee 1 % of 50,000 = 500;
    // deduction 10 % of 120,000 = 12,000; NGR = 120,000 − 10,000 − 3,000 − 500 − 12,000 = 94,500.
    const line = playerLine(
      player({
        casinoGgr: 100_000,
        sportsbookGgr: 20_000,
        deposits: 200_000,
        withdrawals: 50_000,
        bonusCost: 10_000,
        turnover: 400_000,
      }),
      costs,
      100_000,
    )
    expect(line).toMatchObject({
      ggr: 120_000,
      depositFees: 3_000,
      withdrawalFees: 500,
      deduction: 12_000,
      ngr: 94_500,
      isActive: true,
    })
    // A player who won has no deduction: −30,000 − 1.5 % of 10,000 = −30,150.
    expect(playerLine(player({ casinoGgr: -30_000, deposits: 10_000 }), costs, 0)).toMatchObject({
      deduction: 0,
      ngr: -30_150,
      isActive: false,
    })
  })

  it('applies tiers as marginal bands', () => {
    // 80,000 taka = 8,000,000 poisha: 25 % of 5,000,000 = 1,250,000 and 35 % of 3,000,000 = 1,050,000.
    expect(tieredShare(8_000_000, terms().tiers)).toEqual([
      { fromNgr: 0, toNgr: 5_000_000, rateBp: 2_500, base: 5_000_000, amount: 1_250_000 },
      { fromNgr: 5_000_000, toNgr: null, rateBp: 3_500, base: 3_000_000, amount: 1_050_000 },
    ])
    // Under the second band's start, it takes nothing.
    expect(tieredShare(400_000, terms().tiers).map((tier) => tier.amount)).toEqual([100_000, 0])
  })

  it('carries a negative NGR only when carry-over is on', () => {
    const losing = [playerLine(player({ casinoGgr: -200_000 }), costs, 0)]
    const off = affiliateOwnCommission({
      terms: terms(),
      players: losing,
      carryIn: -50_000,
      cpaCandidates: [],
    })
    expect(off).toMatchObject({ ngr: -200_000, carryIn: 0, carryOut: 0, revenueShare: 0 })
    const on = affiliateOwnCommission({
      terms: terms({ negativeCarryOver: true }),
      players: losing,
      carryIn: -50_000,
      cpaCandidates: [],
    })
    expect(on).toMatchObject({ carryIn: -50_000, carryOut: -250_000, revenueShare: 0 })

    // Next period NGR 1,000,000 − 1,000 (deduction 10 %: GGR 1,111,111 → 111,111; NGR 1,000,000) less the carried
    // 250,000 leaves 750,000, of which 25 % is 187,500; nothing is carried on.
    const winning = [playerLine(player({ casinoGgr: 1_111_111 }), costs, 0)]
    expect(winning[0]?.ngr).toBe(1_000_000)
    const next = affiliateOwnCommission({
      terms: terms({ negativeCarryOver: true }),
      players: winning,
      carryIn: -250_000,
      cpaCandidates: [],
    })
    expect(next).toMatchObject({ carryOut: 0, revenueShare: 187_500 })
    // Without carry-over the same period earns 25 % of 1,000,000.
    expect(
      affiliateOwnCommission({ terms: terms(), players: winning, carryIn: -250_000, cpaCandidates: [] })
        .revenueShare,
    ).toBe(250_000)
  })

  it('pays nothing of its own below the active-player threshold', () => {
    const players = [
      playerLine(player({ playerId: 'a', casinoGgr: 1_111_111, turnover: 500_000 }), costs, 100_000),
      playerLine(player({ playerId: 'b', casinoGgr: 0, turnover: 99_999 }), costs, 100_000),
    ]
    const candidate = { playerId: 'a', playerName: 'A', firstDeposit: 100_000, turnover: 500_000 }
    const hybrid = terms({
      kind: 'hybrid',
      cpaAmount: 300_000,
      minActivePlayers: 2,
      activeMinTurnover: 100_000,
    })
    const short = affiliateOwnCommission({ terms: hybrid, players, carryIn: 0, cpaCandidates: [candidate] })
    expect(short).toMatchObject({ activePlayers: 1, isThresholdMet: false, revenueShare: 0, cpaTotal: 0 })
    const met = affiliateOwnCommission({
      terms: { ...hybrid, minActivePlayers: 1 },
      players,
      carryIn: 0,
      cpaCandidates: [candidate],
    })
    // 25 % of NGR 1,000,000 plus one CPA of 300,000.
    expect(met).toMatchObject({ isThresholdMet: true, revenueShare: 250_000, cpaTotal: 300_000 })
    // A CPA-only plan pays the CPA and no share; a share-only plan the reverse.
    const cpaOnly = affiliateOwnCommission({
      terms: { ...hybrid, kind: 'cpa', minActivePlayers: 0 },
      players,
      carryIn: 0,
      cpaCandidates: [candidate],
    })
    expect(cpaOnly).toMatchObject({ revenueShare: 0, cpaTotal: 300_000 })
  })

  it("adds the override on a sub-affiliate's own commission and holds back a negative total", () => {
    const own = affiliateOwnCommission({
      terms: terms(),
      players: [playerLine(player({ casinoGgr: 1_111_111 }), costs, 0)],
      carryIn: 0,
      cpaCandidates: [],
    })
    // The sub earned 250,000 + 300,000 CPA = 550,000; 10 % of it is 55,000.
    const override = overrideLine({ affiliateId: 's', name: 'Sub', ownCommission: 550_000 }, 1_000)
    expect(override.amount).toBe(55_000)
    const statement = completeStatement(own, {
      planName: 'Standard',
      overrides: [override],
      adjustments: [{ id: 'j', isShortfall: false, reason: 'Chargeback', amount: -5_000, createdAt: '' }],
    })
    // 250,000 + 55,000 − 5,000
    expect(statement).toMatchObject({
      overrideTotal: 55_000,
      adjustmentTotal: -5_000,
      paid: 300_000,
      shortfall: 0,
    })
    const negative = completeStatement(own, {
      planName: 'Standard',
      overrides: [],
      adjustments: [{ id: 'j', isShortfall: false, reason: 'Fraud', amount: -400_000, createdAt: '' }],
    })
    expect(negative).toMatchObject({ paid: 0, shortfall: -150_000 })
  })

  it("splits a player's costs between products by the GGR each won, and pays an agent per product", () => {
    // Costs: bonus 10,000 + deduction 10 % of 120,000 = 12,000 → 22,000; casino won 100,000 of 120,000 → 18,333.
    const line = playerLine(
      player({ casinoGgr: 100_000, sportsbookGgr: 20_000, bonusCost: 10_000 }),
      costs,
      0,
    )
    expect(splitByProduct(line)).toEqual([100_000 - 18_333, 20_000 - 3_667])
    // Neither product won: every cost is casino's.
    const lost = playerLine(player({ casinoGgr: -5_000, sportsbookGgr: -1_000, bonusCost: 2_000 }), costs, 0)
    expect(splitByProduct(lost)).toEqual([-7_000, -1_000])
    const agent = agentOwnCommission({ players: [line, lost], casinoBp: 500, sportsbookBp: 1_000 })
    // Casino 81,667 − 7,000 = 74,667 → 5 % = 3,733; sportsbook 16,333 − 1,000 = 15,333 → 10 % = 1,533.
    expect(agent.products).toEqual([
      { product: 'casino', netRevenue: 74_667, rateBp: 500, amount: 3_733 },
      { product: 'sportsbook', netRevenue: 15_333, rateBp: 1_000, amount: 1_533 },
    ])
    expect(agent.revenueShare).toBe(5_266)
  })
})
