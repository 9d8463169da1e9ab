import type { LocalizedText } from '@khela/contracts/i18n'
import type { SportWithTemplates } from '../modules/sportsbook/market-templates.ts'

export type DemoTeam = { key: string; name: LocalizedText }

/** A demo competition and when its fixtures start: hours of the day in UTC, every day or every other day. */
export type DemoCompetition = {
  sport: SportWithTemplates
  slug: string
  name: LocalizedText
  country: string | null
  /** Cricket only: the format sets the totals' lines. */
  format?: 't20' | 'odi'
  kickoffHoursUtc: number[]
  isEveryOtherDay?: boolean
  /** Strongest first: the list order gives each a rating. */
  teams: DemoTeam[]
}

const team = (key: string, en: string, bn: string): DemoTeam => ({ key, name: { en, bn } })

export const demoCompetitions: DemoCompetition[] = [
  {
    sport: 'cricket',
    slug: 'bpl',
    name: { en: 'Bangladesh Premier League', bn: 'বাংলাদেশ প্রিমিয়ার লিগ' },
    country: 'BD',
    format: 't20',
    kickoffHoursUtc: [8, 13],
    teams: [
      team('fortune-barishal', 'Fortune Barishal', 'ফরচুন বরিশাল'),
      team('rangpur-riders', 'Rangpur Riders', 'রংপুর রাইডার্স'),
      team('chittagong-kings', 'Chittagong Kings', 'চট্টগ্রাম কিংস'),
      team('dhaka-capitals', 'Dhaka Capitals', 'ঢাকা ক্যাপিটালস'),
      team('khulna-tigers', 'Khulna Tigers', 'খুলনা টাইগার্স'),
      team('sylhet-strikers', 'Sylhet Strikers', 'সিলেট স্ট্রাইকার্স'),
      team('durbar-rajshahi', 'Durbar Rajshahi', 'দুর্বার রাজশাহী'),
    ],
  },
  {
    sport: 'cricket',
    slug: 'ipl',
    name: { en: 'Indian Premier League', bn: 'ইন্ডিয়ান প্রিমিয়ার লিগ' },
    country: 'IN',
    format: 't20',
    kickoffHoursUtc: [14],
    teams: [
      team('kolkata-knight-riders', 'Kolkata Knight Riders', 'কলকাতা নাইট রাইডার্স'),
      team('mumbai-indians', 'Mumbai Indians', 'মুম্বাই ইন্ডিয়ানস'),
      team('chennai-super-kings', 'Chennai Super Kings', 'চেন্নাই সুপার কিংস'),
      team('sunrisers-hyderabad', 'Sunrisers Hyderabad', 'সানরাইজার্স হায়দরাবাদ'),
      team('royal-challengers-bengaluru', 'Royal Challengers Bengaluru', 'রয়্যাল চ্যালেঞ্জার্স বেঙ্গালুরু'),
      team('rajasthan-royals', 'Rajasthan Royals', 'রাজস্থান রয়্যালস'),
      team('delhi-capitals', 'Delhi Capitals', 'দিল্লি ক্যাপিটালস'),
      team('punjab-kings', 'Punjab Kings', 'পাঞ্জাব কিংস'),
    ],
  },
  {
    sport: 'cricket',
    slug: 'internationals',
    name: { en: 'One-Day Internationals', bn: 'ওয়ানডে আন্তর্জাতিক' },
    country: null,
    format: 'odi',
    kickoffHoursUtc: [4],
    isEveryOtherDay: true,
    teams: [
      team('india', 'India', 'ভারত'),
      team('pakistan', 'Pakistan', 'পাকিস্তান'),
      team('sri-lanka', 'Sri Lanka', 'শ্রীলঙ্কা'),
      team('bangladesh', 'Bangladesh', 'বাংলাদেশ'),
      team('afghanistan', 'Afghanistan', 'আফগানিস্তান'),
      team('nepal', 'Nepal', 'নেপাল'),
    ],
  },
  {
    sport: 'soccer',
    slug: 'premier-league',
    name: { en: 'Premier League', bn: 'প্রিমিয়ার লিগ' },
    country: 'GB',
    kickoffHoursUtc: [15],
    teams: [
      team('liverpool', 'Liverpool', 'লিভারপুল'),
      team('arsenal', 'Arsenal', 'আর্সেনাল'),
      team('manchester-city', 'Manchester City', 'ম্যানচেস্টার সিটি'),
      team('chelsea', 'Chelsea', 'চেলসি'),
      team('newcastle-united', 'Newcastle United', 'নিউক্যাসল ইউনাইটেড'),
      team('aston-villa', 'Aston Villa', 'অ্যাস্টন ভিলা'),
      team('tottenham-hotspur', 'Tottenham Hotspur', 'টটেনহ্যাম হটস্পার'),
      team('manchester-united', 'Manchester United', 'ম্যানচেস্টার ইউনাইটেড'),
    ],
  },
  {
    sport: 'soccer',
    slug: 'la-liga',
    name: { en: 'La Liga', bn: 'লা লিগা' },
    country: 'ES',
    kickoffHoursUtc: [19],
    isEveryOtherDay: true,
    teams: [
      team('real-madrid', 'Real Madrid', 'রিয়াল মাদ্রিদ'),
      team('barcelona', 'Barcelona', 'বার্সেলোনা'),
      team('atletico-madrid', 'Atlético Madrid', 'অ্যাতলেতিকো মাদ্রিদ'),
      team('villarreal', 'Villarreal', 'ভিয়ারিয়াল'),
      team('real-sociedad', 'Real Sociedad', 'রিয়াল সোসিয়েদাদ'),
      team('sevilla', 'Sevilla', 'সেভিয়া'),
    ],
  },
  {
    sport: 'soccer',
    slug: 'bangladesh-football-league',
    name: { en: 'Bangladesh Football League', bn: 'বাংলাদেশ ফুটবল লিগ' },
    country: 'BD',
    kickoffHoursUtc: [10],
    isEveryOtherDay: true,
    teams: [
      team('bashundhara-kings', 'Bashundhara Kings', 'বসুন্ধরা কিংস'),
      team('abahani-limited', 'Abahani Limited', 'আবাহনী লিমিটেড'),
      team('mohammedan-sc', 'Mohammedan SC', 'মোহামেডান স্পোর্টিং ক্লাব'),
      team('fortis-fc', 'Fortis FC', 'ফর্টিস এফসি'),
      team('rahmatganj-mfs', 'Rahmatganj MFS', 'রহমতগঞ্জ এমএফএস'),
      team('brothers-union', 'Brothers Union', 'ব্রাদার্স ইউনিয়ন'),
    ],
  },
  {
    sport: 'tennis',
    slug: 'atp-tour',
    name: { en: 'ATP Tour', bn: 'এটিপি ট্যুর' },
    country: null,
    kickoffHoursUtc: [11],
    teams: [
      team('jannik-sinner', 'Jannik Sinner', 'ইয়ানিক সিনার'),
      team('carlos-alcaraz', 'Carlos Alcaraz', 'কার্লোস আলকারাজ'),
      team('alexander-zverev', 'Alexander Zverev', 'আলেকজান্ডার জভেরেভ'),
      team('novak-djokovic', 'Novak Djokovic', 'নোভাক জকোভিচ'),
      team('taylor-fritz', 'Taylor Fritz', 'টেইলর ফ্রিটজ'),
      team('daniil-medvedev', 'Daniil Medvedev', 'দানিল মেদভেদেভ'),
    ],
  },
  {
    sport: 'tennis',
    slug: 'wta-tour',
    name: { en: 'WTA Tour', bn: 'ডব্লিউটিএ ট্যুর' },
    country: null,
    kickoffHoursUtc: [9],
    isEveryOtherDay: true,
    teams: [
      team('aryna-sabalenka', 'Aryna Sabalenka', 'আরিনা সাবালেঙ্কা'),
      team('iga-swiatek', 'Iga Swiatek', 'ইগা শিওনতেক'),
      team('coco-gauff', 'Coco Gauff', 'কোকো গফ'),
      team('elena-rybakina', 'Elena Rybakina', 'এলেনা রিবাকিনা'),
      team('jessica-pegula', 'Jessica Pegula', 'জেসিকা পেগুলা'),
      team('jasmine-paolini', 'Jasmine Paolini', 'জেসমিন পাওলিনি'),
    ],
  },
  {
    sport: 'kabaddi',
    slug: 'pro-kabaddi-league',
    name: { en: 'Pro Kabaddi League', bn: 'প্রো কাবাডি লিগ' },
    country: 'IN',
    kickoffHoursUtc: [14],
    teams: [
      team('patna-pirates', 'Patna Pirates', 'পাটনা পাইরেটস'),
      team('jaipur-pink-panthers', 'Jaipur Pink Panthers', 'জয়পুর পিঙ্ক প্যান্থার্স'),
      team('puneri-paltan', 'Puneri Paltan', 'পুনেরি পল্টন'),
      team('bengal-warriorz', 'Bengal Warriorz', 'বেঙ্গল ওয়ারিয়র্জ'),
      team('dabang-delhi', 'Dabang Delhi', 'দাবাং দিল্লি'),
      team('u-mumba', 'U Mumba', 'ইউ মুম্বা'),
    ],
  },
  {
    sport: 'esports',
    slug: 'cs2-pro-league',
    name: { en: 'Counter-Strike 2 Pro League', bn: 'কাউন্টার-স্ট্রাইক ২ প্রো লিগ' },
    country: null,
    kickoffHoursUtc: [16],
    teams: [
      team('team-vitality', 'Team Vitality', 'টিম ভাইটালিটি'),
      team('natus-vincere', 'Natus Vincere', 'নাটুস ভিনসেরে'),
      team('mouz', 'MOUZ', 'মাউজ'),
      team('team-spirit', 'Team Spirit', 'টিম স্পিরিট'),
      team('faze-clan', 'FaZe Clan', 'ফেজ ক্ল্যান'),
      team('g2-esports', 'G2 Esports', 'জি২ ইস্পোর্টস'),
    ],
  },
  {
    sport: 'esports',
    slug: 'dota-2-championship',
    name: { en: 'Dota 2 Championship', bn: 'ডোটা ২ চ্যাম্পিয়নশিপ' },
    country: null,
    kickoffHoursUtc: [12],
    isEveryOtherDay: true,
    teams: [
      team('team-liquid', 'Team Liquid', 'টিম লিকুইড'),
      team('gaimin-gladiators', 'Gaimin Gladiators', 'গেইমিন গ্ল্যাডিয়েটরস'),
      team('tundra-esports', 'Tundra Esports', 'টুন্দ্রা ইস্পোর্টস'),
      team('team-falcons', 'Team Falcons', 'টিম ফ্যালকনস'),
      team('betboom-team', 'BetBoom Team', 'বেটবুম টিম'),
      team('xtreme-gaming', 'Xtreme Gaming', 'এক্সট্রিম গেমিং'),
    ],
  },
]

// Made-up cricketers: a team's eleven are drawn from these by the team's key.
const givenNames: [string, string][] = [
  ['Tamim', 'তামিম'],
  ['Rakib', 'রাকিব'],
  ['Nayeem', 'নাঈম'],
  ['Arif', 'আরিফ'],
  ['Sohan', 'সোহান'],
  ['Imran', 'ইমরান'],
  ['Arjun', 'অর্জুন'],
  ['Kabir', 'কবির'],
  ['Farhan', 'ফারহান'],
  ['Sabbir', 'সাব্বির'],
  ['Rahul', 'রাহুল'],
  ['Mehedi', 'মেহেদী'],
]
const familyNames: [string, string][] = [
  ['Hossain', 'হোসেন'],
  ['Rahman', 'রহমান'],
  ['Islam', 'ইসলাম'],
  ['Ahmed', 'আহমেদ'],
  ['Chowdhury', 'চৌধুরী'],
  ['Sharma', 'শর্মা'],
  ['Khan', 'খান'],
  ['Das', 'দাস'],
  ['Roy', 'রায়'],
  ['Karim', 'করিম'],
]

/** A deterministic random number generator (mulberry32) seeded by a text: the same text, the same numbers. */
export function seededRandom(text: string): () => number {
  let state = 2166136261
  for (const char of text) state = Math.imul(state ^ char.charCodeAt(0), 16777619)
  return () => {
    state = (state + 0x6d2b79f5) | 0
    let mixed = Math.imul(state ^ (state >>> 15), 1 | state)
    mixed = (mixed + Math.imul(mixed ^ (mixed >>> 7), 61 | mixed)) ^ mixed
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4294967296
  }
}

/** A cricket team's playing eleven, in batting order; the same every time for the same team. */
export function demoSquad(teamKey: string) {
  const random = seededRandom(`batters:${teamKey}`)
  // The first draws of nearby seeds run alike; later ones tell the teams apart.
  for (let skip = 0; skip < 8; skip += 1) random()
  const batters: { key: string; name: LocalizedText }[] = []
  while (batters.length < 11) {
    const [givenEn, givenBn] = givenNames[Math.floor(random() * givenNames.length)] ?? ['', '']
    const [familyEn, familyBn] = familyNames[Math.floor(random() * familyNames.length)] ?? ['', '']
    const key = `${givenEn}-${familyEn}`.toLowerCase()
    if (!batters.some((batter) => batter.key === key))
      batters.push({ key, name: { en: `${givenEn} ${familyEn}`, bn: `${givenBn} ${familyBn}` } })
  }
  return batters
}
