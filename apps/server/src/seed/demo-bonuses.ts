import type { WelcomeOffer } from '@khela/contracts/accounts'
import type { BonusProduct, CampaignEligibility, CampaignWagering } from '@khela/contracts/bonuses'
import { inBengaliDigits } from '@khela/contracts/i18n'
import type { Db } from '../db/client.ts'
import { createCampaign } from '../modules/bonuses/create-campaign.ts'
import type { ParsedCampaignInput } from '../modules/bonuses/to-campaign.ts'
import { findProviderGame } from '../modules/catalog/find-provider-game.ts'

const taka = (amount: number) => amount * 100

const eligibility = (overrides: Partial<CampaignEligibility>): CampaignEligibility => ({
  audience: 'new_players',
  countries: [],
  currencies: ['BDT'],
  depositNumber: 1,
  minDeposit: taka(200),
  trigger: 'automatic',
  promoCode: null,
  welcomeOffer: null,
  totalUses: null,
  usesPerPlayer: 1,
  startsAt: null,
  endsAt: null,
  ...overrides,
})

const counting = (products: Partial<Record<BonusProduct, number>>): CampaignWagering['contributions'] => ({
  originals: 0,
  crash: 0,
  slots: 0,
  live_table: 0,
  sportsbook: 0,
  ...products,
})

const wagering = (
  contributions: CampaignWagering['contributions'],
  overrides: Partial<CampaignWagering> = {},
): CampaignWagering => ({
  multiple: 20,
  base: 'deposit_and_bonus',
  contributions,
  sportsbookMinOdds: 150,
  maxBet: taka(500),
  maxConversionMultiple: 10,
  ...overrides,
})

const terms = (en: string, bn: string) => ({ en, bn })

function welcome(
  offer: WelcomeOffer,
  name: string,
  contributions: CampaignWagering['contributions'],
  bn: string,
): ParsedCampaignInput {
  return {
    name: { en: name, bn },
    reward: { kind: 'deposit_match', matchPercent: 100, maxBonus: taka(6000) },
    eligibility: eligibility({ audience: 'all_players', trigger: 'welcome_offer', welcomeOffer: offer }),
    wagering: wagering(contributions),
    expiryDays: 30,
    terms: terms(
      `${name}: your first deposit of at least 200 BDT is matched 100 %, up to 6000 BDT. Wager deposit and bonus 20 times within 30 days; at most 500 BDT a bet while wagering; at most 10 times the bonus converts to cash.`,
      `${bn}: কমপক্ষে ২০০ টাকার প্রথম ডিপোজিটে ১০০ % বোনাস, সর্বোচ্চ ৬০০০ টাকা। ৩০ দিনের মধ্যে ডিপোজিট ও বোনাস ২০ বার বাজি ধরুন; বাজি ধরার সময় প্রতি বাজিতে সর্বোচ্চ ৫০০ টাকা; বোনাসের সর্বোচ্চ ১০ গুণ নগদে বদলায়।`,
    ),
    pack: null,
  }
}

/**
 * The low-wagering welcome offer: a smaller match (up to 500 BDT) whose bonus is wagered once on slots. Such offers
 * are sold as "wager once"; it also lets a player (and the e2e spec) see a grant convert after a few spins.
 */
function welcomeSlots(): ParsedCampaignInput {
  return {
    ...welcome('welcome_slots_bonus', 'Welcome Slots Bonus', counting({ slots: 100 }), 'স্বাগত স্লট বোনাস'),
    reward: { kind: 'deposit_match', matchPercent: 100, maxBonus: taka(500) },
    wagering: wagering(counting({ slots: 100 }), { multiple: 1, base: 'bonus' }),
    terms: terms(
      'Welcome Slots Bonus: your first deposit of at least 200 BDT is matched 100 %, up to 500 BDT. Wager the bonus once on slots within 30 days; at most 500 BDT a bet while wagering; at most 10 times the bonus converts to cash.',
      'স্বাগত স্লট বোনাস: কমপক্ষে ২০০ টাকার প্রথম ডিপোজিটে ১০০ % বোনাস, সর্বোচ্চ ৫০০ টাকা। ৩০ দিনের মধ্যে বোনাসের সমান স্লটে বাজি ধরুন; বাজি ধরার সময় প্রতি বাজিতে সর্বোচ্চ ৫০০ টাকা; বোনাসের সর্বোচ্চ ১০ গুণ নগদে বদলায়।',
    ),
  }
}

/** A welcome pack: five deposits matched at the stated percentages, 700 % in all, one campaign a step. */
function pack(
  offer: WelcomeOffer,
  name: string,
  bn: string,
  contributions: CampaignWagering['contributions'],
  overrides: Partial<CampaignWagering> = {},
): ParsedCampaignInput[] {
  const steps = [
    { percent: 200, cap: 6000 },
    { percent: 150, cap: 5000 },
    { percent: 150, cap: 5000 },
    { percent: 100, cap: 4000 },
    { percent: 100, cap: 4000 },
  ]
  return steps.map(({ percent, cap }, index) => {
    const step = index + 1
    return {
      name: { en: `${name}: deposit ${step} of 5`, bn: `${bn}: ডিপোজিট ${inBengaliDigits(`${step}`)}/৫` },
      reward: { kind: 'deposit_match', matchPercent: percent, maxBonus: taka(cap) },
      eligibility: eligibility({
        audience: 'all_players',
        trigger: 'welcome_offer',
        welcomeOffer: offer,
        depositNumber: step,
      }),
      wagering: wagering(contributions, overrides),
      expiryDays: 14,
      terms: terms(
        `${name}, step ${step} of 5: deposit number ${step}, at least 200 BDT, is matched ${percent} % up to ${cap} BDT. Wager deposit and bonus 20 times within 14 days; at most 500 BDT a bet while wagering.`,
        inBengaliDigits(
          `${bn}, ধাপ ${step}/৫: ${step} নম্বর ডিপোজিট (কমপক্ষে ২০০ টাকা) ${percent} % মিলিয়ে দেওয়া হয়, সর্বোচ্চ ${cap} টাকা। ১৪ দিনের মধ্যে ডিপোজিট ও বোনাস ২০ বার বাজি ধরুন; প্রতি বাজিতে সর্বোচ্চ ৫০০ টাকা।`,
        ),
      ),
      pack: { key: offer, step },
    }
  })
}

/**
 * The demo's campaigns: the registration's five welcome offers (the three single bonuses and the two 700 % packs as
 * five steps each), the banner's "6000 BDT on first deposit" for new players whose offer does not apply, and a
 * reload code for the second deposit (KHELA2026, the code registration already accepts), a 200 BDT sports free bet
 * at odds of 1.50 or more for a deposit with the code FREEBET, 20 free spins on the reference provider's Fortune
 * Five with code FREESPINS, and a weekly cashback.
 */
export function demoCampaigns(): ParsedCampaignInput[] {
  return [
    {
      name: { en: '6000 BDT on first deposit', bn: 'প্রথম ডিপোজিটে ৬০০০ টাকা' },
      reward: { kind: 'deposit_match', matchPercent: 100, maxBonus: taka(6000) },
      eligibility: eligibility({}),
      wagering: wagering(
        counting({ originals: 100, crash: 100, slots: 100, live_table: 10, sportsbook: 100 }),
      ),
      expiryDays: 30,
      terms: terms(
        'Your first deposit of at least 200 BDT is matched 100 %, up to 6000 BDT. Wager deposit and bonus 20 times within 30 days: slots, Crash and Khela Originals count in full, live and table games 10 %, sports bets at odds of 1.50 or more. At most 500 BDT a bet while wagering.',
        'কমপক্ষে ২০০ টাকার প্রথম ডিপোজিটে ১০০ % বোনাস, সর্বোচ্চ ৬০০০ টাকা। ৩০ দিনের মধ্যে ডিপোজিট ও বোনাস ২০ বার বাজি ধরুন: স্লট, ক্র্যাশ ও খেলা অরিজিনালস পুরো গোনা হয়, লাইভ ও টেবিল গেম ১০ %, ১.৫০ বা তার বেশি অডসে খেলার বাজি। বাজি ধরার সময় প্রতি বাজিতে সর্বোচ্চ ৫০০ টাকা।',
      ),
      pack: null,
    },
    welcome(
      'welcome_crash_bonus',
      'Welcome Crash Bonus',
      counting({ crash: 100, originals: 100 }),
      'স্বাগত ক্র্যাশ বোনাস',
    ),
    welcome('welcome_live_bonus', 'Welcome Live Bonus', counting({ live_table: 100 }), 'স্বাগত লাইভ বোনাস'),
    welcomeSlots(),
    ...pack(
      'sport_welcome_pack_700',
      'Sport Welcome Pack 700%',
      'স্পোর্ট স্বাগত প্যাক ৭০০%',
      counting({ sportsbook: 100 }),
      {
        sportsbookMinOdds: 160,
      },
    ),
    ...pack(
      'crash_welcome_pack_700',
      'Crash Welcome Pack 700%',
      'ক্র্যাশ স্বাগত প্যাক ৭০০%',
      counting({ crash: 100, originals: 100 }),
    ),
    {
      name: { en: 'KHELA2026 reload', bn: 'KHELA2026 রিলোড বোনাস' },
      reward: { kind: 'deposit_match', matchPercent: 50, maxBonus: taka(2000) },
      eligibility: eligibility({
        audience: 'all_players',
        depositNumber: 2,
        trigger: 'promo_code',
        promoCode: 'KHELA2026',
        totalUses: 1000,
        usesPerPlayer: 1,
      }),
      wagering: wagering(
        counting({ originals: 100, crash: 100, slots: 100, live_table: 10, sportsbook: 100 }),
        {
          multiple: 10,
          base: 'bonus',
        },
      ),
      expiryDays: 7,
      terms: terms(
        'Code KHELA2026: your second deposit of at least 200 BDT is matched 50 %, up to 2000 BDT. Wager the bonus 10 times within 7 days.',
        'কোড KHELA2026: কমপক্ষে ২০০ টাকার দ্বিতীয় ডিপোজিটে ৫০ % বোনাস, সর্বোচ্চ ২০০০ টাকা। ৭ দিনের মধ্যে বোনাস ১০ বার বাজি ধরুন।',
      ),
      pack: null,
    },
    {
      name: { en: 'FREEBET 200 BDT free bet', bn: 'FREEBET ২০০ টাকার ফ্রি বেট' },
      reward: { kind: 'free_bet', amount: taka(200), minOdds: 150 },
      eligibility: eligibility({
        audience: 'all_players',
        depositNumber: null,
        trigger: 'promo_code',
        promoCode: 'FREEBET',
        usesPerPlayer: 1,
      }),
      // A free bet is never wagered: its bet's settlement ends it.
      wagering: wagering(counting({}), {
        multiple: 0,
        base: 'bonus',
        maxBet: null,
        maxConversionMultiple: null,
      }),
      expiryDays: 7,
      terms: terms(
        'Code FREEBET: deposit at least 200 BDT and get a 200 BDT sports free bet, on a single or an accumulator at odds of 1.50 or more, within 7 days. A win pays the winnings; the free bet stake is not returned.',
        'কোড FREEBET: কমপক্ষে ২০০ টাকা ডিপোজিট করুন এবং ২০০ টাকার স্পোর্টস ফ্রি বেট নিন, ১.৫০ বা তার বেশি অডসে একটি সিঙ্গেল বা অ্যাকুমুলেটরে, ৭ দিনের মধ্যে। জিতলে লাভ পাবেন; ফ্রি বেটের স্টেক ফেরত আসে না।',
      ),
      pack: null,
    },
    {
      name: { en: 'FREESPINS: 20 free spins on Fortune Five', bn: 'FREESPINS: ফরচুন ফাইভে ২০টি ফ্রি স্পিন' },
      reward: { kind: 'free_spins', game: 'fortune-five', count: 20, stake: taka(5) },
      eligibility: eligibility({
        audience: 'all_players',
        depositNumber: null,
        trigger: 'promo_code',
        promoCode: 'FREESPINS',
        totalUses: 1000,
        usesPerPlayer: 1,
      }),
      wagering: wagering(counting({ slots: 100 }), {
        multiple: 30,
        base: 'bonus',
        maxConversionMultiple: null,
      }),
      expiryDays: 7,
      terms: terms(
        'Code FREESPINS with a deposit of at least 200 BDT: 20 free spins of 5 BDT on Fortune Five, played first when you open the game. Their wins are a bonus: wager 30 times the wins on slots within 7 days; at most 500 BDT a bet while wagering.',
        'কমপক্ষে ২০০ টাকার ডিপোজিটে কোড FREESPINS: ফরচুন ফাইভে ৫ টাকার ২০টি ফ্রি স্পিন, গেম খুললেই আগে খেলা হবে। জয় বোনাস হিসেবে জমা হয়: ৭ দিনের মধ্যে স্লটে জয়ের ৩০ গুণ বাজি ধরুন; বাজি ধরার সময় প্রতি বাজিতে সর্বোচ্চ ৫০০ টাকা।',
      ),
      pack: null,
    },
    {
      name: { en: 'Weekly cashback 10%', bn: 'সাপ্তাহিক ক্যাশব্যাক ১০%' },
      reward: { kind: 'cashback', percent: 10, maxAmount: taka(5000), minNetLoss: taka(500), paidAs: 'cash' },
      eligibility: eligibility({
        audience: 'all_players',
        depositNumber: null,
        minDeposit: 0,
        usesPerPlayer: null,
      }),
      // Paid as cash, so the wagering terms never apply; they are what a grant payout would carry.
      wagering: wagering(
        counting({ originals: 100, crash: 100, slots: 100, live_table: 10, sportsbook: 100 }),
        {
          multiple: 1,
          base: 'bonus',
          maxBet: null,
          maxConversionMultiple: null,
        },
      ),
      expiryDays: 7,
      terms: terms(
        'Every week (Monday to Monday, Bangladesh time) get 10 % of your net losses back as cash, up to 5000 BDT, when you lost at least 500 BDT. Paid on Monday; no wagering.',
        'প্রতি সপ্তাহে (সোমবার থেকে সোমবার, বাংলাদেশ সময়) কমপক্ষে ৫০০ টাকা নিট ক্ষতি হলে তার ১০ % ক্যাশ হিসেবে ফেরত, সর্বোচ্চ ৫০০০ টাকা। সোমবার দেওয়া হয়; কোনো বাজির শর্ত নেই।',
      ),
      pack: null,
    },
  ]
}

/**
 * Seeds the demo campaigns once (with the rest of the demo data, on an empty database), running: the player site
 * shows each deposit's bonus (and lets the player decline it) and confirms a withdrawal that forfeits one, so a
 * running welcome offer no longer stops a demo player's first withdrawal. Staff pause them in the back office.
 * The free spins need their game: without the reference provider (not configured) they are left out.
 */
export async function seedDemoBonuses(db: Db): Promise<void> {
  for (const input of demoCampaigns()) {
    const { reward } = input
    if (reward.kind === 'free_spins' && !(await findProviderGame(db, reward.game))) continue
    await createCampaign(db, { staff: null, input, status: 'active', ipAddress: null })
  }
}
