import { z } from 'zod'
import { countries, currencies, welcomeOffers } from './accounts.ts'
import { isoDate } from './date-range.ts'
import { localizedText } from './i18n.ts'
import { minorAmount } from './wallet.ts'

/**
 * Bonuses (issue 19): campaigns staff write, grants players receive. Money is integer minor units (poisha);
 * every percentage here is a whole percent (100 = the whole amount), odds are hundredths (150 = 1.50).
 * Free bets are staked on the sportsbook (modules/sportsbook); free spins are played at a provider (modules/providers).
 */

export const bonusKinds = ['deposit_match', 'fixed_amount', 'cashback', 'free_bet', 'free_spins'] as const
export type BonusKind = (typeof bonusKinds)[number]

/** How a campaign is reached: by itself at a qualifying deposit, by a promo code, or by the registration offer. */
export const bonusTriggers = ['automatic', 'promo_code', 'welcome_offer'] as const
export type BonusTrigger = (typeof bonusTriggers)[number]

export const bonusAudiences = ['new_players', 'all_players'] as const
export const wageringBases = ['bonus', 'deposit_and_bonus'] as const
export const campaignStatuses = ['active', 'paused'] as const
export type CampaignStatus = (typeof campaignStatuses)[number]

/** What each product's stakes count towards wagering, in whole percent. */
export const bonusProducts = ['originals', 'crash', 'slots', 'live_table', 'sportsbook'] as const
export type BonusProduct = (typeof bonusProducts)[number]

/** The catalogue's slot categories: the lobby's Slots and the back office's main Slot. */
const slotCategories = new Set(['slots', 'slot'])
/** The catalogue's live and table categories (lobby and main). */
const tableCategories = new Set(['live-games', 'roulette', 'baccarat', 'blackjack', 'table', 'casino'])

/**
 * The product a provider game's stake counts as in a bonus's wagering, from the lobby and main categories it is
 * listed in: `slots` for a slot, `live_table` for everything else (live casino, roulette, card and table games, and a
 * game listed nowhere). A game listed both as a slot and as anything of a table's kind counts as a table: an
 * operator's terms weigh tables lower, and a doubtful game must not wager a bonus faster than its terms allow. The
 * wallet call counts by it and the game's page tells the player by it.
 */
export function providerGameBonusProduct(categorySlugs: readonly string[]): BonusProduct {
  const isSlot = categorySlugs.some((slug) => slotCategories.has(slug))
  const isTable = categorySlugs.some((slug) => tableCategories.has(slug))
  return isSlot && !isTable ? 'slots' : 'live_table'
}

export const grantStatuses = ['active', 'converted', 'forfeited', 'expired'] as const
export type GrantStatus = (typeof grantStatuses)[number]

/** Why a grant ended without converting. */
export const forfeitReasons = [
  'expired',
  'withdrawal',
  'self_exclusion',
  'account_closed',
  'staff',
  /** A free-spins grant whose spins were all played and whose account holds nothing. */
  'spins_played',
  /** A free-spins grant the game provider refused (its answer kept on the grant's free rounds). */
  'provider_refused',
] as const
export type ForfeitReason = (typeof forfeitReasons)[number]

/** How a cashback is paid: to the player's cash, or as a bonus grant to wager first. */
export const cashbackPayments = ['cash', 'grant'] as const
export type CashbackPayment = (typeof cashbackPayments)[number]

const percent = (max: number) =>
  z
    .number('REQUIRED')
    .int('NUMBER_OUT_OF_RANGE')
    .min(0, 'NUMBER_OUT_OF_RANGE')
    .max(max, 'NUMBER_OUT_OF_RANGE')
const termsText = z.string('REQUIRED').trim().min(1, 'REQUIRED').max(4000, 'TEXT_TOO_LONG')
const nameText = z.string('REQUIRED').trim().min(1, 'REQUIRED').max(120, 'TEXT_TOO_LONG')
export const promoCodePattern = /^[A-Z0-9_-]{3,32}$/
// Overwrites, not transforms: the same schema also describes (and serialises) the campaign in responses.
const promoCode = z.string('REQUIRED').trim().toUpperCase().regex(promoCodePattern, 'INVALID_FORMAT')

export const campaignReward = z.discriminatedUnion(
  'kind',
  [
    z.object({
      kind: z.literal('deposit_match'),
      /** The bonus is this percent of the deposit (100 doubles it; 700 is a 700 % match) … */
      matchPercent: percent(1000).min(1, 'NUMBER_OUT_OF_RANGE'),
      /** … at most this much. */
      maxBonus: minorAmount,
    }),
    z.object({ kind: z.literal('fixed_amount'), amount: minorAmount }),
    z.object({
      kind: z.literal('cashback'),
      /** This percent of a player's net loss (stakes − payouts) over a week, Monday to Monday in Asia/Dhaka … */
      percent: percent(100).min(1, 'NUMBER_OUT_OF_RANGE'),
      /** … at most this much per player and week … */
      maxAmount: minorAmount,
      /** … for a net loss of at least this. */
      minNetLoss: minorAmount,
      /** Straight to cash, or as a grant under the campaign's wagering terms. */
      paidAs: z.enum(cashbackPayments, 'INVALID_CHOICE'),
    }),
    z.object({
      kind: z.literal('free_bet'),
      /** One sportsbook bet of this stake, whose stake is not returned on a win … */
      amount: minorAmount,
      /** … at odds of at least this (hundredths: 150 = 1.50; an accumulator's combined odds). */
      minOdds: z
        .number('REQUIRED')
        .int('NUMBER_OUT_OF_RANGE')
        .min(101, 'NUMBER_OUT_OF_RANGE')
        .max(100_000, 'NUMBER_OUT_OF_RANGE'),
    }),
    z.object({
      kind: z.literal('free_spins'),
      /**
       * The provider game's catalogue slug. Which stakes the game allows is the provider's business: a stake it
       * refuses ends the grant (`provider_refused`) when the grant is sent.
       */
      game: z
        .string('REQUIRED')
        .trim()
        .regex(/^[a-z0-9][a-z0-9-]{0,79}$/, 'INVALID_FORMAT'),
      /** This many spins … */
      count: z
        .number('REQUIRED')
        .int('NUMBER_OUT_OF_RANGE')
        .min(1, 'NUMBER_OUT_OF_RANGE')
        .max(1000, 'NUMBER_OUT_OF_RANGE'),
      /** … each at this stake; their wins land on the grant, under wagering of a multiple of the wins. */
      stake: minorAmount,
    }),
  ],
  'INVALID_CHOICE',
)
export type CampaignReward = z.infer<typeof campaignReward>

export const campaignEligibility = z.object({
  audience: z.enum(bonusAudiences, 'INVALID_CHOICE'),
  /** Empty: every country. */
  countries: z.array(z.enum(countries, 'INVALID_CHOICE')).max(countries.length),
  /** Empty: every currency. */
  currencies: z.array(z.enum(currencies, 'INVALID_CHOICE')).max(currencies.length),
  /** The player's nth completed deposit (1 = the first); null: any deposit. */
  depositNumber: z.number().int('NUMBER_OUT_OF_RANGE').min(1, 'NUMBER_OUT_OF_RANGE').max(50).nullable(),
  /** The deposit must be at least this; 0 for a fixed amount granted by hand. */
  minDeposit: z
    .number()
    .int('NUMBER_OUT_OF_RANGE')
    .min(0, 'NUMBER_OUT_OF_RANGE')
    .max(Number.MAX_SAFE_INTEGER),
  trigger: z.enum(bonusTriggers, 'INVALID_CHOICE'),
  /** Required with the `promo_code` trigger, unique among campaigns. */
  promoCode: promoCode.nullable(),
  /** Required with the `welcome_offer` trigger: the registration offer this campaign is (a step of). */
  welcomeOffer: z.enum(welcomeOffers, 'INVALID_CHOICE').nullable(),
  /** Promo codes: grants in all and per player; null: no limit. */
  totalUses: z.number().int().min(1, 'NUMBER_OUT_OF_RANGE').nullable(),
  usesPerPlayer: z.number().int().min(1, 'NUMBER_OUT_OF_RANGE').nullable(),
  startsAt: z.iso.datetime('INVALID_DATE').nullable(),
  endsAt: z.iso.datetime('INVALID_DATE').nullable(),
})
export type CampaignEligibility = z.infer<typeof campaignEligibility>

export const campaignWagering = z.object({
  /** Wager this many times the base before the bonus converts (0: converts at once). */
  multiple: z.number('REQUIRED').int('NUMBER_OUT_OF_RANGE').min(0, 'NUMBER_OUT_OF_RANGE').max(100),
  base: z.enum(wageringBases, 'INVALID_CHOICE'),
  contributions: z.object(
    Object.fromEntries(bonusProducts.map((product) => [product, percent(100)])) as Record<
      BonusProduct,
      ReturnType<typeof percent>
    >,
  ),
  /** Sportsbook stakes count only when settled at odds of at least this (hundredths: 150 = 1.50). */
  sportsbookMinOdds: z.number().int().min(100, 'NUMBER_OUT_OF_RANGE').max(100_000, 'NUMBER_OUT_OF_RANGE'),
  /** The largest single stake while wagering; null: no maximum. */
  maxBet: minorAmount.nullable(),
  /** Conversion pays at most this multiple of the bonus; the rest is forfeited. Null: no cap. */
  maxConversionMultiple: z.number().int().min(1, 'NUMBER_OUT_OF_RANGE').max(100).nullable(),
})
export type CampaignWagering = z.infer<typeof campaignWagering>

export const campaignInput = z
  .object({
    name: z.object({ en: nameText, bn: nameText }),
    reward: campaignReward,
    eligibility: campaignEligibility,
    wagering: campaignWagering,
    /** Days from the grant until it expires. */
    expiryDays: z.number('REQUIRED').int('NUMBER_OUT_OF_RANGE').min(1, 'NUMBER_OUT_OF_RANGE').max(365),
    terms: z.object({ en: termsText, bn: termsText }),
    /** A step of a multi-deposit welcome pack: the pack's key and this step's number (1 first). */
    pack: z
      .object({
        key: z
          .string()
          .trim()
          .regex(/^[a-z0-9_]{2,60}$/, 'INVALID_FORMAT'),
        step: z.number().int().min(1, 'NUMBER_OUT_OF_RANGE').max(20, 'NUMBER_OUT_OF_RANGE'),
      })
      .nullable(),
  })
  .superRefine((campaign, context) => {
    const { eligibility } = campaign
    const issue = (path: (string | number)[], message: string) =>
      context.addIssue({ code: 'custom', path, message })
    if (eligibility.trigger === 'promo_code' && !eligibility.promoCode)
      issue(['eligibility', 'promoCode'], 'REQUIRED')
    if (eligibility.trigger !== 'promo_code' && eligibility.promoCode)
      issue(['eligibility', 'promoCode'], 'INVALID_CHOICE')
    if (eligibility.trigger === 'welcome_offer' && !eligibility.welcomeOffer)
      issue(['eligibility', 'welcomeOffer'], 'REQUIRED')
    if (eligibility.trigger !== 'welcome_offer' && eligibility.welcomeOffer)
      issue(['eligibility', 'welcomeOffer'], 'INVALID_CHOICE')
    if (eligibility.startsAt && eligibility.endsAt && eligibility.endsAt <= eligibility.startsAt)
      issue(['eligibility', 'endsAt'], 'DATE_BEFORE_START')
    if (campaign.reward.kind === 'deposit_match' && eligibility.minDeposit < 1)
      issue(['eligibility', 'minDeposit'], 'NUMBER_OUT_OF_RANGE')
    // Cashback is paid by the weekly job, never at a deposit.
    if (campaign.reward.kind === 'cashback' && eligibility.trigger !== 'automatic')
      issue(['eligibility', 'trigger'], 'INVALID_CHOICE')
    if (campaign.reward.kind === 'cashback' && (eligibility.depositNumber !== null || campaign.pack))
      issue(['eligibility', 'depositNumber'], 'INVALID_CHOICE')
    // Free spins bring no money at the grant: wagering is a multiple of their winnings, never of a deposit.
    if (campaign.reward.kind === 'free_spins' && campaign.wagering.base !== 'bonus')
      issue(['wagering', 'base'], 'INVALID_CHOICE')
    if (campaign.pack && eligibility.depositNumber !== campaign.pack.step)
      issue(['eligibility', 'depositNumber'], 'PACK_STEP_MISMATCH')
  })
export type CampaignInput = z.input<typeof campaignInput>

export const campaign = z.object({
  id: z.string(),
  name: localizedText,
  status: z.enum(campaignStatuses),
  reward: campaignReward,
  eligibility: campaignEligibility,
  wagering: campaignWagering,
  expiryDays: z.number().int(),
  terms: z.object({ en: z.string(), bn: z.string() }),
  pack: z.object({ key: z.string(), step: z.number().int() }).nullable(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
})
export type Campaign = z.infer<typeof campaign>

/** The terms a grant keeps for its whole life: changing the campaign later never changes a running grant. */
export const grantTerms = campaign.pick({ name: true, reward: true, wagering: true, terms: true, pack: true })
export type GrantTerms = z.infer<typeof grantTerms>

export const campaignList = z.object({ campaigns: z.array(campaign) })
export const campaignStatusInput = z.object({ status: z.enum(campaignStatuses, 'INVALID_CHOICE') })

/** A free-spins grant on its way to the game provider: to send (retried with backoff), sent, or refused there. */
export const freeRoundsProviderStatuses = ['pending', 'sent', 'failed'] as const
export type FreeRoundsProviderStatus = (typeof freeRoundsProviderStatuses)[number]

export const grant = z.object({
  id: z.string(),
  userId: z.string(),
  campaignId: z.string().nullable(),
  currency: z.enum(currencies),
  status: z.enum(grantStatuses),
  /** What was granted (free spins: their winnings so far), and what sits on the grant's account now. */
  amount: z.number().int(),
  balance: z.number().int(),
  wageringRequired: z.number().int(),
  wagered: z.number().int(),
  /** What the conversion paid to cash and what it (or a forfeit) took back. */
  convertedAmount: z.number().int(),
  forfeitedAmount: z.number().int(),
  forfeitReason: z.enum(forfeitReasons).nullable(),
  terms: grantTerms,
  depositId: z.string().nullable(),
  promoCode: z.string().nullable(),
  expiresAt: z.iso.datetime(),
  /** Seconds until it expires (0 once ended or past). */
  secondsLeft: z.number().int(),
  createdAt: z.iso.datetime(),
  endedAt: z.iso.datetime().nullable(),
  /** A free-spins grant's spins; null for every other kind. */
  freeSpins: z
    .object({
      game: z.string(),
      gameTitle: z.string(),
      count: z.number().int(),
      played: z.number().int(),
      stake: z.number().int(),
      /** `pending` until the provider has it, `sent`, or `failed` (the provider refused it). */
      providerStatus: z.enum(freeRoundsProviderStatuses),
    })
    .nullable(),
})
export type Grant = z.infer<typeof grant>

export const myGrants = z.object({ active: z.array(grant), history: z.array(grant) })
export const grantList = z.object({ grants: z.array(grant) })

/** An offer a player can see: what it gives and its terms in both languages. */
export const availableOffer = z.object({
  campaignId: z.string(),
  name: localizedText,
  reward: campaignReward,
  /** A free-spins reward's game title (null for other kinds, or a game no longer in the catalogue). */
  gameTitle: z.string().nullable(),
  trigger: z.enum(bonusTriggers),
  depositNumber: z.number().int().nullable(),
  minDeposit: z.number().int(),
  wagering: campaignWagering,
  expiryDays: z.number().int(),
  terms: z.object({ en: z.string(), bn: z.string() }),
  pack: z.object({ key: z.string(), step: z.number().int() }).nullable(),
  welcomeOffer: z.enum(welcomeOffers).nullable(),
  endsAt: z.iso.datetime().nullable(),
})
export const availableOffers = z.object({ offers: z.array(availableOffer) })

/** Why a promo code does not apply, most specific first. */
export const promoRefusals = [
  'unknown',
  'not_started',
  'expired',
  'used_up',
  'already_used',
  'wrong_country',
  'wrong_currency',
  'not_eligible',
] as const
export type PromoRefusal = (typeof promoRefusals)[number]

export const promoCheck = z.discriminatedUnion('isValid', [
  z.object({ isValid: z.literal(true), code: z.string(), offer: availableOffer }),
  z.object({ isValid: z.literal(false), code: z.string(), reason: z.enum(promoRefusals) }),
])
export type PromoCheck = z.infer<typeof promoCheck>
export const promoCheckQuery = z.object({
  code: z.string('REQUIRED').trim().min(1, 'REQUIRED').max(32, 'TEXT_TOO_LONG'),
  /** For a visitor not signed in yet (registration's APPLY): the currency and country they chose. */
  currency: z.enum(currencies, 'INVALID_CHOICE').optional(),
  country: z.enum(countries, 'INVALID_CHOICE').optional(),
})

export const manualGrantInput = z.object({
  campaignId: z.string('REQUIRED').uuid('INVALID_CHOICE'),
  /**
   * Minor units; for a deposit match the bonus itself (its terms still come from the campaign). Null for free spins,
   * whose campaign's spins are the reward (an amount given is not used); required for every other kind.
   */
  amount: minorAmount.nullable(),
  reason: z.string('REQUIRED').trim().min(3, 'REQUIRED').max(500, 'TEXT_TOO_LONG'),
})
export const forfeitInput = z.object({
  reason: z.string('REQUIRED').trim().min(3, 'REQUIRED').max(500, 'TEXT_TOO_LONG'),
})

/** BONUS_FORFEIT_REQUIRED's detail: what a withdrawal now would forfeit. */
export const forfeitWarning = z.object({
  grants: z.array(z.object({ grantId: z.string(), name: localizedText, balance: z.number().int() })),
  total: z.number().int(),
})

export const campaignReport = z.object({
  campaignId: z.string(),
  currency: z.enum(currencies),
  grants: z.number().int(),
  active: z.number().int(),
  converted: z.number().int(),
  forfeited: z.number().int(),
  grantedAmount: z.number().int(),
  convertedAmount: z.number().int(),
  forfeitedAmount: z.number().int(),
  /** What the grants still active were given (the most they can yet cost, before winnings). */
  outstandingAmount: z.number().int(),
  /** Cashback paid straight to cash (a cashback paid as a grant counts in `grantedAmount`). */
  cashbackCashAmount: z.number().int(),
  /** What the campaign has cost so far: granted − forfeited + cashback paid as cash. */
  cost: z.number().int(),
})
export const campaignReports = z.object({ reports: z.array(campaignReport) })

/**
 * What a deposit of `amount` would bring now (the deposit flow shows it and lets the player decline it): the offer
 * and the bonus, or null; with a promo code that does not apply, why not. The approval decides again, under lock.
 */
export const depositBonusPreview = z.object({
  bonus: z
    .object({ offer: availableOffer, amount: z.number().int(), wageringRequired: z.number().int() })
    .nullable(),
  promoCodeRefusal: z.enum(promoRefusals).nullable(),
})
export type DepositBonusPreview = z.infer<typeof depositBonusPreview>

/** `POST /api/admin/bonuses/cashback-runs`: pay a week's cashback now (idempotent: a player is paid once a week). */
export const cashbackRunInput = z.object({
  /** The Monday the week starts on, in the operator's time zone; the week must have ended. */
  weekStart: isoDate.refine((day) => new Date(`${day}T00:00:00Z`).getUTCDay() === 1, 'INVALID_DATE'),
})
export const cashbackRunResult = z.object({
  weekStart: z.string(),
  /** Campaigns run, players paid by this run, and what they were paid (minor units, all currencies summed). */
  campaigns: z.number().int(),
  paid: z.number().int(),
  amount: z.number().int(),
})
export type CashbackRunResult = z.infer<typeof cashbackRunResult>
