import type { Country, Currency } from '@khela/contracts/accounts'
import {
  type BonusProduct,
  bonusProducts,
  type Campaign,
  type CampaignInput,
  type CashbackPayment,
  campaignInput,
} from '@khela/contracts/bonuses'
import { z } from 'zod'
import { parseTaka, takaInputValue } from '../../../lib/taka.ts'

/**
 * The campaign form holds text where the contract holds numbers (taka where it holds poisha, '' where it holds
 * null), at the contract's own paths, so the contract's issues land on the form's fields.
 */
export interface CampaignFormValues {
  name: { en: string; bn: string }
  reward: {
    kind: CampaignInput['reward']['kind']
    matchPercent: string
    maxBonus: string
    amount: string
    /** Cashback: percent of the week's net loss, the most a week, the least net loss that qualifies, how paid. */
    percent: string
    maxAmount: string
    minNetLoss: string
    paidAs: CashbackPayment
    /** Free bet: decimal odds as typed ('1.50'); the contract holds hundredths. */
    minOdds: string
    /** Free spins: the provider game's catalogue slug, how many spins, each at this stake (taka). */
    game: string
    count: string
    stake: string
  }
  eligibility: {
    audience: CampaignInput['eligibility']['audience']
    /** The boxes ticked; none: every country (every currency). */
    countries: Country[]
    currencies: Currency[]
    trigger: CampaignInput['eligibility']['trigger']
    promoCode: string
    welcomeOffer: string
    depositNumber: string
    minDeposit: string
    totalUses: string
    usesPerPlayer: string
    startsAt: string
    endsAt: string
  }
  wagering: {
    multiple: string
    base: CampaignInput['wagering']['base']
    contributions: Record<BonusProduct, string>
    /** Decimal odds as typed ('1.50'); the contract holds hundredths. */
    sportsbookMinOdds: string
    maxBet: string
    maxConversionMultiple: string
  }
  expiryDays: string
  terms: { en: string; bn: string }
  /** A welcome pack's step: the pack's key ('' for none) and this step's number. */
  pack: { key: string; step: string }
}

// Text that is no number becomes NaN, which the contract refuses at the field's own path.
const whole = (text: string) => (text.trim() === '' ? Number.NaN : Number(text.trim()))
const wholeOrNull = (text: string) => (text.trim() === '' ? null : Number(text.trim()))
const taka = (text: string) => parseTaka(text) ?? Number.NaN
const takaOrNull = (text: string) => (text.trim() === '' ? null : taka(text))
const odds = (text: string) => Math.round(whole(text) * 100)
/** A datetime-local value is the operator's wall clock as the browser reads it; the contract wants an instant. */
const instantOrNull = (text: string) => {
  if (text.trim() === '') return null
  const time = new Date(text)
  return Number.isNaN(time.getTime()) ? text : time.toISOString()
}

function rewardInput(reward: CampaignFormValues['reward']) {
  if (reward.kind === 'deposit_match')
    return { kind: reward.kind, matchPercent: whole(reward.matchPercent), maxBonus: taka(reward.maxBonus) }
  if (reward.kind === 'cashback')
    return {
      kind: reward.kind,
      percent: whole(reward.percent),
      maxAmount: taka(reward.maxAmount),
      minNetLoss: taka(reward.minNetLoss),
      paidAs: reward.paidAs,
    }
  if (reward.kind === 'free_bet')
    return { kind: reward.kind, amount: taka(reward.amount), minOdds: odds(reward.minOdds) }
  if (reward.kind === 'free_spins')
    return {
      kind: reward.kind,
      game: reward.game.trim(),
      count: whole(reward.count),
      stake: taka(reward.stake),
    }
  return { kind: reward.kind, amount: taka(reward.amount) }
}

export function toCampaignInput(values: CampaignFormValues) {
  const { reward, eligibility, wagering } = values
  return {
    name: values.name,
    reward: rewardInput(reward),
    eligibility: {
      audience: eligibility.audience,
      countries: eligibility.countries,
      currencies: eligibility.currencies,
      depositNumber: wholeOrNull(eligibility.depositNumber),
      minDeposit: taka(eligibility.minDeposit || '0'),
      trigger: eligibility.trigger,
      promoCode: eligibility.promoCode.trim() === '' ? null : eligibility.promoCode,
      welcomeOffer: eligibility.welcomeOffer === '' ? null : eligibility.welcomeOffer,
      totalUses: wholeOrNull(eligibility.totalUses),
      usesPerPlayer: wholeOrNull(eligibility.usesPerPlayer),
      startsAt: instantOrNull(eligibility.startsAt),
      endsAt: instantOrNull(eligibility.endsAt),
    },
    wagering: {
      multiple: whole(wagering.multiple),
      // Free spins wager a multiple of their winnings: the form offers no other base for them.
      base: reward.kind === 'free_spins' ? 'bonus' : wagering.base,
      contributions: Object.fromEntries(
        bonusProducts.map((product) => [product, whole(wagering.contributions[product])]),
      ),
      sportsbookMinOdds: odds(wagering.sportsbookMinOdds),
      maxBet: takaOrNull(wagering.maxBet),
      maxConversionMultiple: wholeOrNull(wagering.maxConversionMultiple),
    },
    expiryDays: whole(values.expiryDays),
    terms: values.terms,
    pack: values.pack.key.trim() === '' ? null : { key: values.pack.key, step: whole(values.pack.step) },
  }
}

/** The form's resolver: the typed text read as the contract's campaign, which has the last word. */
export function campaignForm(): z.ZodType<z.output<typeof campaignInput>, CampaignFormValues> {
  return z.preprocess(
    (values) => toCampaignInput(values as CampaignFormValues),
    campaignInput,
  ) as unknown as z.ZodType<z.output<typeof campaignInput>, CampaignFormValues>
}

/** A datetime-local input's value for an instant, in the browser's clock. */
function localInputValue(iso: string | null): string {
  if (!iso) return ''
  const time = new Date(iso)
  const offset = time.getTimezoneOffset() * 60_000
  return new Date(time.getTime() - offset).toISOString().slice(0, 16)
}

const text = (value: number | null) => (value === null ? '' : String(value))

/** The form's values for a campaign to edit, or a new campaign's starting values. */
export function campaignFormValues(campaign?: Campaign): CampaignFormValues {
  const reward = campaign?.reward
  const eligibility = campaign?.eligibility
  const wagering = campaign?.wagering
  return {
    name: { en: campaign?.name.en ?? '', bn: campaign?.name.bn ?? '' },
    reward: {
      kind: reward?.kind ?? 'deposit_match',
      matchPercent: reward?.kind === 'deposit_match' ? String(reward.matchPercent) : '100',
      maxBonus: reward?.kind === 'deposit_match' ? takaInputValue(reward.maxBonus) : '',
      amount:
        reward?.kind === 'fixed_amount' || reward?.kind === 'free_bet' ? takaInputValue(reward.amount) : '',
      percent: reward?.kind === 'cashback' ? String(reward.percent) : '10',
      maxAmount: reward?.kind === 'cashback' ? takaInputValue(reward.maxAmount) : '',
      minNetLoss: reward?.kind === 'cashback' ? takaInputValue(reward.minNetLoss) : '',
      paidAs: reward?.kind === 'cashback' ? reward.paidAs : 'cash',
      minOdds: reward?.kind === 'free_bet' ? (reward.minOdds / 100).toFixed(2) : '1.50',
      game: reward?.kind === 'free_spins' ? reward.game : '',
      count: reward?.kind === 'free_spins' ? String(reward.count) : '10',
      stake: reward?.kind === 'free_spins' ? takaInputValue(reward.stake) : '',
    },
    eligibility: {
      audience: eligibility?.audience ?? 'all_players',
      countries: eligibility?.countries ?? [],
      currencies: eligibility?.currencies ?? [],
      trigger: eligibility?.trigger ?? 'automatic',
      promoCode: eligibility?.promoCode ?? '',
      welcomeOffer: eligibility?.welcomeOffer ?? '',
      depositNumber: text(eligibility?.depositNumber ?? null),
      minDeposit: eligibility ? takaInputValue(eligibility.minDeposit) : '200',
      totalUses: text(eligibility?.totalUses ?? null),
      usesPerPlayer: text(eligibility?.usesPerPlayer ?? null),
      startsAt: localInputValue(eligibility?.startsAt ?? null),
      endsAt: localInputValue(eligibility?.endsAt ?? null),
    },
    wagering: {
      multiple: String(wagering?.multiple ?? 20),
      base: wagering?.base ?? 'deposit_and_bonus',
      contributions: Object.fromEntries(
        bonusProducts.map((product) => [product, String(wagering?.contributions[product] ?? 100)]),
      ) as Record<BonusProduct, string>,
      sportsbookMinOdds: ((wagering?.sportsbookMinOdds ?? 150) / 100).toFixed(2),
      maxBet: wagering?.maxBet == null ? '' : takaInputValue(wagering.maxBet),
      maxConversionMultiple: text(wagering?.maxConversionMultiple ?? null),
    },
    expiryDays: String(campaign?.expiryDays ?? 30),
    terms: { en: campaign?.terms.en ?? '', bn: campaign?.terms.bn ?? '' },
    pack: { key: campaign?.pack?.key ?? '', step: text(campaign?.pack?.step ?? null) },
  }
}
