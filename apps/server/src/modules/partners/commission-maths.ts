import type {
  CommissionPlanKind,
  CommissionSettings,
  CommissionTier,
  StatementPlayerLine,
  StatementTierLine,
} from '@khela/contracts/commissions'
import type { StatementDetail } from '../../db/schema/commissions.ts'

/**
 * The commission arithmetic, apart from the database so crafted periods can be checked by hand. One rounding rule:
 * every percentage of an amount is rounded toward zero to the poisha (`share`).
 */

/** `bp` basis points of `amount`, rounded toward zero. */
export function share(amount: number, bp: number): number {
  return Math.trunc((amount * bp) / 10_000)
}

/** What one player did in a period, per currency, from the ledger and the products' records. */
export type PlayerPeriod = {
  playerId: string
  playerName: string
  casinoGgr: number
  sportsbookGgr: number
  /** Stakes in every product (a free bet's stake is not the player's and counts 0). */
  turnover: number
  deposits: number
  withdrawals: number
  /** Bonus money the operator gave the player (grants, cashback, free-spin wins) less what came back. */
  bonusCost: number
}

/** A player's NGR: GGR − bonus cost − fees on deposits and withdrawals − the operating deduction on a positive GGR. */
export function playerLine(
  player: PlayerPeriod,
  costs: Omit<CommissionSettings, 'cadence'>,
  activeMinTurnover: number,
): StatementPlayerLine {
  const ggr = player.casinoGgr + player.sportsbookGgr
  const depositFees = share(player.deposits, costs.depositFeeBp)
  const withdrawalFees = share(player.withdrawals, costs.withdrawalFeeBp)
  const deduction = share(Math.max(ggr, 0), costs.operatingDeductionBp)
  return {
    playerId: player.playerId,
    playerName: player.playerName,
    casinoGgr: player.casinoGgr,
    sportsbookGgr: player.sportsbookGgr,
    ggr,
    bonusCost: player.bonusCost,
    depositFees,
    withdrawalFees,
    deduction,
    ngr: ggr - player.bonusCost - depositFees - withdrawalFees - deduction,
    turnover: player.turnover,
    isActive: player.turnover > 0 && player.turnover >= activeMinTurnover,
  }
}

/** A revenue share of `base` over marginal bands: each band's rate on the part of `base` inside it. */
export function tieredShare(base: number, tiers: CommissionTier[]): StatementTierLine[] {
  return tiers.map((tier, index) => {
    const toNgr = tiers[index + 1]?.fromNgr ?? null
    const top = toNgr === null ? Math.max(base, tier.fromNgr) : Math.min(base, toNgr)
    const inBand = Math.max(0, top - tier.fromNgr)
    return {
      fromNgr: tier.fromNgr,
      toNgr,
      rateBp: tier.rateBp,
      base: inBand,
      amount: share(inBand, tier.rateBp),
    }
  })
}

export type AffiliateTermsForPeriod = {
  kind: CommissionPlanKind
  tiers: CommissionTier[]
  cpaAmount: number
  minActivePlayers: number
  activeMinTurnover: number
  subAffiliateOverrideBp: number
  negativeCarryOver: boolean
}

/** A player whose CPA this period pays: first deposit and turnover to date reach the plan's minimums. */
export type CpaCandidate = { playerId: string; playerName: string; firstDeposit: number; turnover: number }

export type Adjustment = StatementDetail['adjustments'][number]

/**
 * An affiliate's own commission for a period: the revenue share of NGR (with the carried-in negative balance when
 * carry-over is on) over the plan's bands and the CPA of the players who qualified, both 0 when fewer players than
 * the plan asks were active. Overrides and adjustments are added by `completeStatement`.
 */
export function affiliateOwnCommission(input: {
  terms: AffiliateTermsForPeriod
  players: StatementPlayerLine[]
  carryIn: number
  cpaCandidates: CpaCandidate[]
}) {
  const { terms, players } = input
  const ngr = players.reduce((sum, player) => sum + player.ngr, 0)
  const carryIn = terms.negativeCarryOver ? Math.min(input.carryIn, 0) : 0
  const base = ngr + carryIn
  const activePlayers = players.filter((player) => player.isActive).length
  const isThresholdMet = activePlayers >= terms.minActivePlayers
  const paysShare = terms.kind !== 'cpa' && isThresholdMet
  const tiers = paysShare && base > 0 ? tieredShare(base, terms.tiers) : []
  const paysCpa = terms.kind !== 'revenue_share' && isThresholdMet && terms.cpaAmount > 0
  const cpa = paysCpa ? input.cpaCandidates.map((player) => ({ ...player, amount: terms.cpaAmount })) : []
  const revenueShare = tiers.reduce((sum, tier) => sum + tier.amount, 0)
  const cpaTotal = cpa.reduce((sum, line) => sum + line.amount, 0)
  return {
    players,
    ngr,
    carryIn,
    carryOut: terms.negativeCarryOver && base < 0 ? base : 0,
    activePlayers,
    minActivePlayers: terms.minActivePlayers,
    isThresholdMet,
    tiers,
    revenueShare,
    cpa,
    cpaTotal,
  }
}

export type OwnCommission = ReturnType<typeof affiliateOwnCommission>

/** An agent node's commission: its rate per product on the net revenue of the players under it, when positive. */
export function agentOwnCommission(input: {
  players: StatementPlayerLine[]
  casinoBp: number
  sportsbookBp: number
}): OwnCommission & { products: StatementDetail['products'] } {
  const { players } = input
  const net = { casino: 0, sportsbook: 0 }
  for (const player of players) {
    const [casino, sportsbook] = splitByProduct(player)
    net.casino += casino
    net.sportsbook += sportsbook
  }
  const products = (['casino', 'sportsbook'] as const).map((product) => {
    const rateBp = product === 'casino' ? input.casinoBp : input.sportsbookBp
    const netRevenue = net[product]
    return { product, netRevenue, rateBp, amount: netRevenue > 0 ? share(netRevenue, rateBp) : 0 }
  })
  return {
    players,
    ngr: players.reduce((sum, player) => sum + player.ngr, 0),
    carryIn: 0,
    carryOut: 0,
    activePlayers: players.filter((player) => player.isActive).length,
    minActivePlayers: 0,
    isThresholdMet: true,
    tiers: [],
    revenueShare: products.reduce((sum, line) => sum + line.amount, 0),
    cpa: [],
    cpaTotal: 0,
    products,
  }
}

/**
 * A player's NGR per product: each product's GGR less a part of the costs (bonus, fees, deduction) in proportion
 * to the product's positive GGR; all of it on casino when neither product won the operator anything.
 */
export function splitByProduct(player: StatementPlayerLine): [casino: number, sportsbook: number] {
  const costs = player.bonusCost + player.depositFees + player.withdrawalFees + player.deduction
  const [casinoWon, sportsbookWon] = [Math.max(player.casinoGgr, 0), Math.max(player.sportsbookGgr, 0)]
  const casinoCosts =
    casinoWon + sportsbookWon === 0 ? costs : Math.trunc((costs * casinoWon) / (casinoWon + sportsbookWon))
  return [player.casinoGgr - casinoCosts, player.sportsbookGgr - (costs - casinoCosts)]
}

/**
 * The statement's totals: own commission, the overrides on sub-affiliates' own commissions, the adjustments taken.
 * A negative total pays nothing and is held back as a shortfall for the next statement.
 */
export function completeStatement(
  own: OwnCommission & { products?: StatementDetail['products'] },
  extra: {
    planName: string | null
    overrides: StatementDetail['overrides']
    adjustments: Adjustment[]
  },
): StatementDetail {
  const overrideTotal = extra.overrides.reduce((sum, line) => sum + line.amount, 0)
  const adjustmentTotal = extra.adjustments.reduce((sum, line) => sum + line.amount, 0)
  const total = own.revenueShare + own.cpaTotal + overrideTotal + adjustmentTotal
  return {
    ...own,
    planName: extra.planName,
    products: own.products ?? [],
    overrides: extra.overrides,
    overrideTotal,
    adjustments: extra.adjustments,
    adjustmentTotal,
    paid: Math.max(total, 0),
    shortfall: Math.min(total, 0),
  }
}

/** A sub-affiliate's own commission and what its parent earns on it. */
export function overrideLine(
  sub: { affiliateId: string; name: string; ownCommission: number },
  rateBp: number,
): StatementDetail['overrides'][number] {
  return {
    subAffiliateId: sub.affiliateId,
    subAffiliateName: sub.name,
    commission: sub.ownCommission,
    rateBp,
    amount: share(sub.ownCommission, rateBp),
  }
}
