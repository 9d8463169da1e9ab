import { inBengaliDigits, type LocalizedText } from '@khela/contracts/i18n'
import type { MarketPeriod } from '@khela/contracts/sportsbook'

/** A player a market names (top batter, player runs): `key` is stable, it becomes the selection's code. */
export type Player = { key: string; name: LocalizedText }

/** What a template builds a market's name and selections from. */
export type MarketContext = {
  home: LocalizedText
  away: LocalizedText
  /** Thousandths (2500 = 2.5); for a handicap, the home side's. */
  line?: number
  /** The team a per-team market is about. */
  side?: 'home' | 'away'
  /** The players of a per-team market (top batter), or the one player of a player market. */
  players?: readonly Player[]
}

export type TemplateSelection = { code: string; name: LocalizedText }

export type MarketTemplate = {
  code: string
  name: (context: MarketContext) => LocalizedText
  period: MarketPeriod
  hasLine: boolean
  /** The margin its prices carry, in basis points. */
  marginBasisPoints: number
  /** Per bet, in minor units (BDT poisha for the demo operator). */
  maxStake: number
  maxPayout: number
  /** The market's liability limit at creation; traders change it per market. */
  liabilityLimit: number
  /** How a tie or a dead heat settles, where it is not obvious. */
  rules: LocalizedText | null
  /** Built from a squad: every player of one side (`team`: top batter) or one player of it (`one`). */
  players?: 'team' | 'one'
  selections: (context: MarketContext) => TemplateSelection[]
}

export const sportsWithTemplates = ['cricket', 'soccer', 'tennis', 'kabaddi', 'esports'] as const
export type SportWithTemplates = (typeof sportsWithTemplates)[number]

/** A line in thousandths as people write it: 2500 → "2.5", -1500 → "-1.5", 0 → "0". */
export function formatLine(line: number, { signed = false } = {}): string {
  const magnitude = Math.abs(line)
  const fraction = String(magnitude % 1000)
    .padStart(3, '0')
    .replace(/0+$/, '')
  const number = `${Math.floor(magnitude / 1000)}${fraction ? `.${fraction}` : ''}`
  return line < 0 ? `-${number}` : signed && line > 0 ? `+${number}` : number
}

/** The same words in both languages with a number: `text('Over', 'ওভার', '2.5')`. */
function text(en: string, bn: string, suffix = ''): LocalizedText {
  return suffix ? { en: `${en} ${suffix}`, bn: `${bn} ${inBengaliDigits(suffix)}` } : { en, bn }
}

function requireLine(context: MarketContext): number {
  if (context.line === undefined) throw new Error('this market needs a line')
  return context.line
}

function sideTeam(context: MarketContext): LocalizedText {
  if (!context.side) throw new Error('this market needs a side')
  return context[context.side]
}

function joined(team: LocalizedText, en: string, bn: string): LocalizedText {
  return { en: `${team.en} ${en}`, bn: `${team.bn} ${bn}` }
}

const twoWay = ({ home, away }: MarketContext): TemplateSelection[] => [
  { code: 'home', name: home },
  { code: 'away', name: away },
]

const threeWay = ({ home, away }: MarketContext, draw = text('Draw', 'ড্র')): TemplateSelection[] => [
  { code: 'home', name: home },
  { code: 'draw', name: draw },
  { code: 'away', name: away },
]

const overUnder = (context: MarketContext): TemplateSelection[] => {
  const line = formatLine(requireLine(context))
  return [
    { code: 'over', name: text('Over', 'ওভার', line) },
    { code: 'under', name: text('Under', 'আন্ডার', line) },
  ]
}

/** Home gives (or gets) the line, away the opposite: "Dhaka -1.5" / "Sylhet +1.5". */
const handicapSides = (context: MarketContext): TemplateSelection[] => {
  const line = requireLine(context)
  const withLine = (team: LocalizedText, value: number) => ({
    en: `${team.en} ${formatLine(value, { signed: true })}`,
    bn: `${team.bn} ${inBengaliDigits(formatLine(value, { signed: true }))}`,
  })
  return [
    { code: 'home', name: withLine(context.home, line) },
    { code: 'away', name: withLine(context.away, -line) },
  ]
}

const playerSelections = ({ players }: MarketContext): TemplateSelection[] =>
  (players ?? []).map((player) => ({ code: player.key, name: player.name }))

function onePlayer(context: MarketContext): Player {
  const player = context.players?.[0]
  if (!player) throw new Error('this market needs a player')
  return player
}

// Limits in minor units: a main market takes the largest stakes, props and long odds far less. A market may lose
// up to its liability limit across all its bets: a few maximum payouts.
const mainLimits = { maxStake: 5_000_000, maxPayout: 50_000_000, liabilityLimit: 200_000_000 }
const sideLimits = { maxStake: 2_000_000, maxPayout: 20_000_000, liabilityLimit: 80_000_000 }
const propLimits = { maxStake: 500_000, maxPayout: 10_000_000, liabilityLimit: 30_000_000 }

const noTieRule = null

const cricket: MarketTemplate[] = [
  {
    code: 'match_winner',
    name: () => text('Match winner', 'ম্যাচ বিজয়ী'),
    period: 'match',
    hasLine: false,
    marginBasisPoints: 500,
    ...mainLimits,
    rules: text(
      'Includes any super over. A tie with no super over is a dead heat: half the stake at full odds, the other half lost.',
      'সুপার ওভার সহ। সুপার ওভার ছাড়া টাই হলে ডেড হিট: অর্ধেক স্টেক পূর্ণ দরে, বাকি অর্ধেক হার।',
    ),
    selections: twoWay,
  },
  {
    code: 'toss',
    name: () => text('Toss winner', 'টস বিজয়ী'),
    period: 'match',
    hasLine: false,
    marginBasisPoints: 500,
    ...sideLimits,
    rules: text('Void if no toss takes place.', 'টস না হলে বাতিল।'),
    selections: twoWay,
  },
  {
    code: 'top_batter',
    name: (context) => joined(sideTeam(context), 'top batter', 'সেরা ব্যাটার'),
    period: 'first_innings',
    hasLine: false,
    marginBasisPoints: 1500,
    ...propLimits,
    rules: text(
      "The team's highest run scorer in its first innings; dead heat rules apply. A player who does not bat loses.",
      'প্রথম ইনিংসে দলের সর্বোচ্চ রান সংগ্রাহক; ডেড হিট নিয়ম প্রযোজ্য। ব্যাট না করলে হার।',
    ),
    players: 'team',
    selections: playerSelections,
  },
  {
    code: 'team_total_runs',
    name: (context) => joined(sideTeam(context), 'total runs', 'মোট রান'),
    period: 'first_innings',
    hasLine: true,
    marginBasisPoints: 700,
    ...sideLimits,
    rules: text('Void if the innings is shortened by the weather.', 'আবহাওয়ার কারণে ইনিংস ছোট হলে বাতিল।'),
    selections: overUnder,
  },
  {
    code: 'most_sixes',
    name: () => text('Most sixes', 'সবচেয়ে বেশি ছক্কা'),
    period: 'match',
    hasLine: false,
    marginBasisPoints: 800,
    ...sideLimits,
    rules: noTieRule,
    selections: (context) => threeWay(context, text('Tie', 'টাই')),
  },
  {
    code: 'player_runs',
    name: (context) => joined(onePlayer(context).name, 'runs', 'রান'),
    period: 'first_innings',
    hasLine: true,
    marginBasisPoints: 800,
    ...propLimits,
    rules: text(
      'Void if the player does not bat. Runs in the first innings only.',
      'খেলোয়াড় ব্যাট না করলে বাতিল। শুধু প্রথম ইনিংসের রান।',
    ),
    players: 'one',
    selections: overUnder,
  },
  {
    code: 'first_dismissal_method',
    name: () => text('Method of first dismissal', 'প্রথম আউটের ধরন'),
    period: 'match',
    hasLine: false,
    marginBasisPoints: 1200,
    ...propLimits,
    rules: noTieRule,
    selections: () => [
      { code: 'caught', name: text('Caught', 'ক্যাচ') },
      { code: 'bowled', name: text('Bowled', 'বোল্ড') },
      { code: 'lbw', name: text('LBW', 'এলবিডব্লিউ') },
      { code: 'run_out', name: text('Run out', 'রান আউট') },
      { code: 'stumped', name: text('Stumped', 'স্টাম্পড') },
      { code: 'other', name: text('Other', 'অন্যান্য') },
    ],
  },
  {
    code: 'series_winner',
    name: () => text('Series winner', 'সিরিজ বিজয়ী'),
    period: 'series',
    hasLine: false,
    marginBasisPoints: 600,
    ...mainLimits,
    rules: text('The whole series; a drawn series is its own result.', 'পুরো সিরিজ; সিরিজ ড্র আলাদা ফল।'),
    selections: (context) => threeWay(context, text('Series drawn', 'সিরিজ ড্র')),
  },
]

/** The correct-score selections (home goals first), each score up to 3-3; then any other score. */
export const correctScores = [
  '0-0',
  '1-0',
  '0-1',
  '1-1',
  '2-0',
  '0-2',
  '2-1',
  '1-2',
  '2-2',
  '3-0',
  '0-3',
  '3-1',
  '1-3',
  '3-2',
  '2-3',
  '3-3',
] as const

const soccer: MarketTemplate[] = [
  {
    code: 'match_result',
    name: () => text('Match result', 'ম্যাচের ফলাফল'),
    period: 'match',
    hasLine: false,
    marginBasisPoints: 500,
    ...mainLimits,
    rules: text(
      'Regular time (90 minutes and stoppage time) only.',
      'শুধু নির্ধারিত সময় (৯০ মিনিট ও অতিরিক্ত সময়)।',
    ),
    selections: threeWay,
  },
  {
    code: 'double_chance',
    name: () => text('Double chance', 'ডাবল চান্স'),
    period: 'match',
    hasLine: false,
    marginBasisPoints: 500,
    ...mainLimits,
    rules: noTieRule,
    selections: ({ home, away }) => [
      { code: 'home_draw', name: { en: `${home.en} or draw`, bn: `${home.bn} অথবা ড্র` } },
      { code: 'home_away', name: { en: `${home.en} or ${away.en}`, bn: `${home.bn} অথবা ${away.bn}` } },
      { code: 'draw_away', name: { en: `Draw or ${away.en}`, bn: `ড্র অথবা ${away.bn}` } },
    ],
  },
  {
    code: 'total_goals',
    name: () => text('Total goals', 'মোট গোল'),
    period: 'match',
    hasLine: true,
    marginBasisPoints: 600,
    ...mainLimits,
    rules: noTieRule,
    selections: overUnder,
  },
  {
    code: 'handicap',
    name: () => text('Handicap', 'হ্যান্ডিক্যাপ'),
    period: 'match',
    hasLine: true,
    marginBasisPoints: 600,
    ...sideLimits,
    rules: noTieRule,
    selections: handicapSides,
  },
  {
    code: 'both_teams_to_score',
    name: () => text('Both teams to score', 'দুই দলই গোল করবে'),
    period: 'match',
    hasLine: false,
    marginBasisPoints: 600,
    ...sideLimits,
    rules: noTieRule,
    selections: () => [
      { code: 'yes', name: text('Yes', 'হ্যাঁ') },
      { code: 'no', name: text('No', 'না') },
    ],
  },
  {
    code: 'correct_score',
    name: () => text('Correct score', 'সঠিক স্কোর'),
    period: 'match',
    hasLine: false,
    marginBasisPoints: 1800,
    ...propLimits,
    rules: noTieRule,
    selections: () => [
      ...correctScores.map((score) => ({ code: score, name: { en: score, bn: inBengaliDigits(score) } })),
      { code: 'other', name: text('Any other score', 'অন্য যেকোনো স্কোর') },
    ],
  },
]

const tennis: MarketTemplate[] = [
  {
    code: 'match_winner',
    name: () => text('Match winner', 'ম্যাচ বিজয়ী'),
    period: 'match',
    hasLine: false,
    marginBasisPoints: 500,
    ...mainLimits,
    rules: text(
      'A player who retires after the first set has been completed loses; before that, bets are void.',
      'প্রথম সেট শেষের পর কেউ অবসর নিলে সে হারবে; তার আগে হলে বাজি বাতিল।',
    ),
    selections: twoWay,
  },
  {
    code: 'set_betting',
    name: () => text('Set betting', 'সেট বেটিং'),
    period: 'match',
    hasLine: false,
    marginBasisPoints: 1000,
    ...sideLimits,
    rules: noTieRule,
    selections: ({ home, away }) =>
      (['2-0', '2-1', '1-2', '0-2'] as const).map((score) => {
        const team = score.startsWith('2') ? home : away
        const shown = score.startsWith('2') ? score : score.split('-').reverse().join('-')
        return { code: score, name: joined(team, shown, inBengaliDigits(shown)) }
      }),
  },
  {
    code: 'total_games',
    name: () => text('Total games', 'মোট গেম'),
    period: 'match',
    hasLine: true,
    marginBasisPoints: 700,
    ...sideLimits,
    rules: noTieRule,
    selections: overUnder,
  },
]

const kabaddi: MarketTemplate[] = [
  {
    // Three-way: a league match can end level.
    code: 'match_result',
    name: () => text('Match result', 'ম্যাচের ফলাফল'),
    period: 'match',
    hasLine: false,
    marginBasisPoints: 600,
    ...mainLimits,
    rules: text('A league match can end in a tie.', 'লিগের ম্যাচ টাই হতে পারে।'),
    selections: (context) => threeWay(context, text('Tie', 'টাই')),
  },
  {
    code: 'handicap',
    name: () => text('Points handicap', 'পয়েন্ট হ্যান্ডিক্যাপ'),
    period: 'match',
    hasLine: true,
    marginBasisPoints: 700,
    ...sideLimits,
    rules: noTieRule,
    selections: handicapSides,
  },
  {
    code: 'total_points',
    name: () => text('Total points', 'মোট পয়েন্ট'),
    period: 'match',
    hasLine: true,
    marginBasisPoints: 700,
    ...sideLimits,
    rules: noTieRule,
    selections: overUnder,
  },
]

const esports: MarketTemplate[] = [
  {
    code: 'match_winner',
    name: () => text('Match winner', 'ম্যাচ বিজয়ী'),
    period: 'match',
    hasLine: false,
    marginBasisPoints: 600,
    ...mainLimits,
    rules: text(
      'Best of three maps. A forfeit before the start voids bets.',
      'তিন ম্যাপের সেরা। শুরুর আগে ওয়াকওভার হলে বাতিল।',
    ),
    selections: twoWay,
  },
  {
    code: 'map_handicap',
    name: () => text('Map handicap', 'ম্যাপ হ্যান্ডিক্যাপ'),
    period: 'match',
    hasLine: true,
    marginBasisPoints: 700,
    ...sideLimits,
    rules: noTieRule,
    selections: handicapSides,
  },
  {
    code: 'total_maps',
    name: () => text('Total maps', 'মোট ম্যাপ'),
    period: 'match',
    hasLine: true,
    marginBasisPoints: 700,
    ...sideLimits,
    rules: noTieRule,
    selections: overUnder,
  },
]

const ballLimits = { maxStake: 200_000, maxPayout: 5_000_000, liabilityLimit: 20_000_000 }
const ballRuns = ['0', '1', '2', '3', '4', '6'] as const
const dismissals = [
  ['caught', text('Caught', 'ক্যাচ')],
  ['bowled', text('Bowled', 'বোল্ড')],
  ['lbw', text('LBW', 'এলবিডব্লিউ')],
  ['run_out', text('Run out', 'রান আউট')],
  ['stumped', text('Stumped', 'স্টাম্পড')],
  ['other', text('Other', 'অন্যান্য')],
] as const

/**
 * Markets only a live feed opens while a cricket match is in play (docs/live-feed.md): traders cannot add them, and
 * the feed names each one (the over or ball it is about) and settles it.
 */
const cricketLive: MarketTemplate[] = [
  {
    code: 'next_ball_runs',
    name: () => text('Next ball', 'পরের বল'),
    period: 'match',
    hasLine: false,
    marginBasisPoints: 800,
    ...ballLimits,
    rules: text(
      'Runs off the bat from the next delivery. A wicket wins Wicket and an extra wins Extra, whatever was run.',
      'পরের বলে ব্যাট থেকে রান। উইকেট হলে উইকেট, অতিরিক্ত হলে এক্সট্রা জেতে, যত রানই হোক।',
    ),
    selections: () => [
      ...ballRuns.map((runs) => ({
        code: `runs_${runs}`,
        name: { en: runs === '1' ? '1 run' : `${runs} runs`, bn: `${inBengaliDigits(runs)} রান` },
      })),
      { code: 'wicket', name: text('Wicket', 'উইকেট') },
      { code: 'extra', name: text('Extra', 'এক্সট্রা') },
    ],
  },
  {
    code: 'over_runs',
    name: () => text('Runs in the over', 'ওভারে রান'),
    period: 'match',
    hasLine: true,
    marginBasisPoints: 800,
    ...ballLimits,
    rules: text(
      "The over's runs, extras included. Void if the innings ends before the over does.",
      'ওভারের রান, অতিরিক্ত সহ। ওভার শেষ হওয়ার আগে ইনিংস শেষ হলে বাতিল।',
    ),
    selections: overUnder,
  },
  {
    code: 'next_dismissal',
    name: () => text('Next dismissal method', 'পরের আউটের ধরন'),
    period: 'match',
    hasLine: false,
    marginBasisPoints: 800,
    ...ballLimits,
    rules: text('Void if no further wicket falls in the innings.', 'ইনিংসে আর উইকেট না পড়লে বাতিল।'),
    selections: () => dismissals.map(([code, name]) => ({ code, name })),
  },
  {
    code: 'innings_runs',
    name: () => text('Innings runs', 'ইনিংসের রান'),
    period: 'match',
    hasLine: true,
    marginBasisPoints: 800,
    ...propLimits,
    rules: text(
      'Runs when the innings ends, a chase won early included.',
      'ইনিংস শেষে রান, আগেভাগে জেতা রান তাড়া সহ।',
    ),
    selections: overUnder,
  },
]

/** Markets only a live feed opens, per sport. */
export const liveMarketTemplates: Partial<Record<SportWithTemplates, readonly MarketTemplate[]>> = {
  cricket: cricketLive,
}

/** Each sport's templates, in the order its event page lists the markets: the first is the event's main market. */
export const marketTemplates: Record<SportWithTemplates, readonly MarketTemplate[]> = {
  cricket,
  soccer,
  tennis,
  kabaddi,
  esports,
}

/** A sport's template by code, live ones included. */
export function findMarketTemplate(sport: string, code: string): MarketTemplate | undefined {
  const byCode = (template: MarketTemplate) => template.code === code
  const lists = [marketTemplates, liveMarketTemplates] as Record<
    string,
    readonly MarketTemplate[] | undefined
  >[]
  return lists.map((list) => list[sport]?.find(byCode)).find(Boolean)
}
