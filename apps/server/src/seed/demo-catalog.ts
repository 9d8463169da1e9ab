import type { CategoryKind, LaunchKind } from '@khela/contracts/catalog'
import type { LocalizedText } from '@khela/contracts/i18n'
import type { OriginalGame } from '@khela/contracts/originals'

// The demo catalogue: the original spec's 20 titles plus generated games, so that every lobby category holds
// roughly as many games as the original spec shows. Everything is derived from a fixed seed: two databases seeded
// apart hold the same games in the same order.

export type DemoProvider = { code: string; name: string }
export type DemoCategory = { kind: CategoryKind; slug: string; name: LocalizedText }
export type DemoGame = {
  providerCode: string
  code: string
  slug: string
  title: string
  isPopular: boolean
  isNew: boolean
  isExclusive: boolean
  rtpBasisPoints: number | null
  position: number
  hasDemo: boolean
  launchKind: LaunchKind
  /** The Khela Original PLAY and DEMO open: every Crash Games tile opens Crash. */
  originalGame: OriginalGame | null
  releasedAt: Date
  /** Lobby category slugs, its genre first. */
  categories: string[]
}

export const demoProviders: DemoProvider[] = [
  { code: 'khela', name: 'Khela Originals' },
  { code: 'evolution', name: 'Evolution' },
  { code: 'pragmatic', name: 'Pragmatic Play' },
  { code: 'jili', name: 'JILI' },
  { code: 'pgsoft', name: 'PG Soft' },
  { code: 'fachai', name: 'Fa Chai' },
  { code: 'spribe', name: 'Spribe' },
  { code: 'playson', name: 'Playson' },
  { code: 'ezugi', name: 'Ezugi' },
  { code: 'smartsoft', name: 'SmartSoft' },
  { code: 'kiron', name: 'Kiron' },
]

/** Lobby categories in the lobby's order, with the number of games the original spec shows for each. */
export const demoLobbyCategories: (DemoCategory & { size: number })[] = [
  { kind: 'lobby', slug: 'popular', name: { en: 'Popular', bn: 'জনপ্রিয়' }, size: 114 },
  { kind: 'lobby', slug: 'exclusive', name: { en: 'Exclusives', bn: 'এক্সক্লুসিভ' }, size: 26 },
  { kind: 'lobby', slug: 'new-games', name: { en: 'New Games', bn: 'নতুন গেম' }, size: 204 },
  { kind: 'lobby', slug: 'live-games', name: { en: 'Live Games', bn: 'লাইভ গেম' }, size: 98 },
  { kind: 'lobby', slug: 'slots', name: { en: 'Slots', bn: 'স্লট' }, size: 4865 },
  { kind: 'lobby', slug: 'crash-games', name: { en: 'Crash Games', bn: 'ক্র্যাশ গেম' }, size: 88 },
  { kind: 'lobby', slug: 'local-games', name: { en: 'Local Games', bn: 'দেশি গেম' }, size: 76 },
  { kind: 'lobby', slug: 'fast-games', name: { en: 'Fast Games', bn: 'দ্রুত গেম' }, size: 234 },
  { kind: 'lobby', slug: 'roulette', name: { en: 'Roulette', bn: 'রুলেট' }, size: 152 },
  { kind: 'lobby', slug: 'baccarat', name: { en: 'Baccarat', bn: 'ব্যাকারাট' }, size: 143 },
  { kind: 'lobby', slug: 'blackjack', name: { en: 'Blackjack', bn: 'ব্ল্যাকজ্যাক' }, size: 381 },
  { kind: 'lobby', slug: 'table', name: { en: 'Table', bn: 'টেবিল গেম' }, size: 189 },
  { kind: 'lobby', slug: 'virtual-sports', name: { en: 'Virtual Sports', bn: 'ভার্চুয়াল স্পোর্টস' }, size: 19 },
  { kind: 'lobby', slug: 'other', name: { en: 'Other', bn: 'অন্যান্য' }, size: 1146 },
]

/** The original spec's admin: main categories and sub categories (studios' lines). */
export const demoAdminCategories: DemoCategory[] = [
  { kind: 'main', slug: 'casino', name: { en: 'Casino', bn: 'ক্যাসিনো' } },
  { kind: 'main', slug: 'slot', name: { en: 'Slot', bn: 'স্লট' } },
  { kind: 'main', slug: 'table', name: { en: 'Table', bn: 'টেবিল' } },
  { kind: 'main', slug: 'fishing', name: { en: 'Fishing', bn: 'ফিশিং' } },
  { kind: 'sub', slug: 'jili', name: { en: 'JILI', bn: 'জিলি' } },
  { kind: 'sub', slug: 'pg-soft', name: { en: 'PG Soft', bn: 'পিজি সফট' } },
  { kind: 'sub', slug: 'fa-chai', name: { en: 'Fa Chai', bn: 'ফা চাই' } },
]

/**
 * The site sections' categories and the lobby categories whose games each starts with (the operator reassigns
 * them in the back office): Casino the table games, Live Dealers and Top Live Dealer the live tables (the top one
 * the most popular few), TV Games the quick draws and virtual sports.
 */
export const demoSectionCategories: (DemoCategory & { from: string[]; limit?: number })[] = [
  {
    kind: 'section',
    slug: 'casino',
    name: { en: 'Casino', bn: 'ক্যাসিনো' },
    from: ['roulette', 'baccarat', 'blackjack', 'table'],
  },
  {
    kind: 'section',
    slug: 'live-dealers',
    name: { en: 'Live Dealers', bn: 'লাইভ ডিলার' },
    from: ['live-games'],
  },
  {
    kind: 'section',
    slug: 'tv-games',
    name: { en: 'TV Games', bn: 'টিভি গেম' },
    from: ['fast-games', 'virtual-sports'],
  },
  {
    kind: 'section',
    slug: 'top-live-dealer',
    name: { en: 'Top Live Dealer', bn: 'টপ লাইভ ডিলার' },
    from: ['live-games'],
    limit: 24,
  },
]

/** Flag categories: a game in one of these carries the matching badge; the others are genres (one per game). */
const flagCategories = ['popular', 'exclusive', 'new-games'] as const

const namedGames: { title: string; providerCode: string; genre: string }[] = [
  { title: 'Funky Time', providerCode: 'evolution', genre: 'live-games' },
  { title: 'Fortune Gems', providerCode: 'jili', genre: 'slots' },
  { title: 'Super Burning Wins', providerCode: 'playson', genre: 'slots' },
  { title: 'Dragon Pearls', providerCode: 'playson', genre: 'slots' },
  { title: 'Dream Catcher', providerCode: 'evolution', genre: 'live-games' },
  { title: 'Coin Volcano', providerCode: 'playson', genre: 'slots' },
  { title: 'Bonus Mania', providerCode: 'evolution', genre: 'live-games' },
  { title: 'Sun Of Egypt', providerCode: 'playson', genre: 'slots' },
  { title: 'Coin Strike', providerCode: 'playson', genre: 'slots' },
  { title: 'Beach Life', providerCode: 'fachai', genre: 'slots' },
  { title: 'Sugar Rush', providerCode: 'pragmatic', genre: 'slots' },
  { title: 'Cricket Crash', providerCode: 'khela', genre: 'crash-games' },
  { title: 'Sweet Bonanza', providerCode: 'pragmatic', genre: 'slots' },
  { title: 'Chicky Run', providerCode: 'khela', genre: 'crash-games' },
  { title: 'Balloon', providerCode: 'khela', genre: 'crash-games' },
  { title: 'Heads Tails', providerCode: 'khela', genre: 'fast-games' },
  { title: 'Chance', providerCode: 'khela', genre: 'fast-games' },
  { title: 'Super Ace', providerCode: 'jili', genre: 'slots' },
  { title: 'Aviator', providerCode: 'spribe', genre: 'crash-games' },
  { title: 'Lucky Neko', providerCode: 'pgsoft', genre: 'slots' },
  // Khela Originals, playable from day one.
  { title: 'Crash', providerCode: 'khela', genre: 'crash-games' },
  { title: 'Dice', providerCode: 'khela', genre: 'fast-games' },
  { title: 'Mines', providerCode: 'khela', genre: 'fast-games' },
  { title: 'Limbo', providerCode: 'khela', genre: 'fast-games' },
]

/** The original each Khela title opens (the Crash Games tiles all open Crash). */
const khelaOriginals: Record<string, OriginalGame> = {
  Dice: 'dice',
  Chance: 'dice',
  Mines: 'mines',
  Limbo: 'limbo',
  'Heads Tails': 'heads_tails',
}

function originalGameOf(game: { title: string; providerCode: string; genre: string }): OriginalGame | null {
  if (game.genre === 'crash-games') return 'crash'
  return game.providerCode === 'khela' ? (khelaOriginals[game.title] ?? null) : null
}

const adjectives = [
  'Golden',
  'Lucky',
  'Wild',
  'Mega',
  'Royal',
  'Fire',
  'Dragon',
  'Mystic',
  'Super',
  'Crazy',
  'Lightning',
  'Diamond',
  'Magic',
  'Neon',
  'Cosmic',
  'Jungle',
  'Ocean',
  'Desert',
  'Tiger',
  'Phoenix',
  'Emerald',
  'Ruby',
  'Sapphire',
  'Thunder',
  'Frozen',
  'Blazing',
  'Sweet',
  'Happy',
  'Bengal',
  'Monsoon',
  'Saffron',
  'Lotus',
  'Silver',
  'Crystal',
  'Shadow',
  'Rapid',
  'Turbo',
  'Grand',
  'Imperial',
  'Pirate',
  'Samurai',
  'Viking',
  'Aztec',
  'Pharaoh',
  'Candy',
  'Starlit',
  'Midnight',
  'Jade',
]

/** Per genre: the nouns its generated titles end with, and the studios that make such games. */
const genres: Record<string, { nouns: string[]; providers: string[]; hasDemo: boolean; hasRtp: boolean }> = {
  'live-games': {
    nouns: ['Live Roulette', 'Live Blackjack', 'Live Baccarat', 'Game Show', 'Dice Live', 'Wheel Live'],
    providers: ['evolution', 'ezugi', 'pragmatic'],
    hasDemo: false,
    hasRtp: false,
  },
  slots: {
    nouns: [
      'Fortune',
      'Treasure',
      'Gems',
      'Riches',
      'Panda',
      'Fruits',
      'Sevens',
      'Jackpot',
      'Kingdom',
      'Empire',
      'Temple',
      'Quest',
      'Legends',
      'Spins',
      'Reels',
      'Gold',
      'Coins',
      'Wolves',
      'Buffalo',
      'Koi',
      'Lanterns',
      'Pearls',
      'Crown',
      'Vault',
      'Bonanza',
      'Safari',
      'Carnival',
      'Festival',
      'Nights',
      'Heist',
      'Rush',
      'Blitz',
      'Wilds',
      'Wins',
      'Orchard',
      'Dynasty',
      'Mermaid',
      'Galaxy',
      'Cascade',
      'Tales',
    ],
    providers: ['jili', 'pgsoft', 'pragmatic', 'fachai', 'playson'],
    hasDemo: true,
    hasRtp: true,
  },
  'crash-games': {
    nouns: ['Crash', 'Rocket', 'Jet', 'Flyer', 'Plane', 'Moon Shot'],
    providers: ['spribe', 'smartsoft', 'jili'],
    hasDemo: true,
    hasRtp: true,
  },
  'local-games': {
    nouns: ['Teen Patti', 'Andar Bahar', 'Ludo', 'Dragon Tiger', 'Jhandi Munda', 'Rummy'],
    providers: ['jili', 'ezugi', 'fachai'],
    hasDemo: true,
    hasRtp: true,
  },
  'fast-games': {
    nouns: ['Plinko', 'Mines', 'Dice', 'Keno', 'Hi-Lo', 'Limbo', 'Coin Flip'],
    providers: ['spribe', 'smartsoft', 'jili'],
    hasDemo: true,
    hasRtp: true,
  },
  roulette: {
    nouns: ['Roulette', 'European Roulette', 'French Roulette', 'Roulette Pro'],
    providers: ['evolution', 'ezugi', 'pragmatic'],
    hasDemo: true,
    hasRtp: true,
  },
  baccarat: {
    nouns: ['Baccarat', 'Speed Baccarat', 'Baccarat Squeeze', 'No Commission Baccarat'],
    providers: ['evolution', 'ezugi', 'pragmatic'],
    hasDemo: true,
    hasRtp: true,
  },
  blackjack: {
    nouns: ['Blackjack', 'Blackjack VIP', 'Speed Blackjack', 'Blackjack Party'],
    providers: ['evolution', 'ezugi', 'pragmatic'],
    hasDemo: true,
    hasRtp: true,
  },
  table: {
    nouns: ['Poker', "Hold'em", 'Sic Bo', 'Craps', 'Three Card Poker', 'Casino War'],
    providers: ['evolution', 'ezugi', 'playson'],
    hasDemo: true,
    hasRtp: true,
  },
  'virtual-sports': {
    nouns: ['Virtual Football', 'Virtual Cricket', 'Virtual Horse Racing', 'Virtual Tennis'],
    providers: ['kiron'],
    hasDemo: false,
    hasRtp: false,
  },
  other: {
    nouns: ['Bingo', 'Scratch', 'Lottery', 'Wheel', 'Fishing', 'Arcade'],
    providers: ['jili', 'fachai', 'smartsoft'],
    hasDemo: true,
    hasRtp: true,
  },
}

/** mulberry32: a tiny, well-spread PRNG; fixed seed, so the catalogue is the same on every machine. */
function createRandom(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

export function slugify(title: string): string {
  return title
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
}

const romanSuffixes = ['', ' II', ' III', ' IV', ' V', ' VI', ' VII', ' VIII', ' IX', ' X']
const dayMs = 86_400_000
const catalogueDate = Date.UTC(2026, 10, 1)

function pick<T>(items: readonly T[], random: () => number): T {
  const item = items[Math.floor(random() * items.length)]
  if (item === undefined) throw new Error('pick from an empty list')
  return item
}

/** Every demo game, in popularity order (position 1 first). */
export function buildDemoGames(): DemoGame[] {
  const random = createRandom(20_261_121)
  const usedTitles = new Set(namedGames.map((game) => game.title))
  const generated: { title: string; providerCode: string; genre: string }[] = []
  for (const category of demoLobbyCategories) {
    const genre = genres[category.slug]
    if (!genre) continue
    const named = namedGames.filter((game) => game.genre === category.slug).length
    for (let made = named; made < category.size; made++) {
      let title = ''
      for (let attempt = 0; !title || usedTitles.has(title); attempt++) {
        const base = `${pick(adjectives, random)} ${pick(genre.nouns, random)}`
        title = `${base}${romanSuffixes[Math.floor(attempt / 8)] ?? ` ${attempt}`}`
      }
      usedTitles.add(title)
      generated.push({ title, providerCode: pick(genre.providers, random), genre: category.slug })
    }
  }
  // Interleave genres, as a real popularity order would.
  for (let index = generated.length - 1; index > 0; index--) {
    const other = Math.floor(random() * (index + 1))
    ;[generated[index], generated[other]] = [generated[other] as never, generated[index] as never]
  }

  const flagSizes = Object.fromEntries(
    flagCategories.map((slug) => [slug, demoLobbyCategories.find((c) => c.slug === slug)?.size ?? 0]),
  ) as Record<(typeof flagCategories)[number], number>
  // The named titles are the most popular; the rest of each flag category is spread over the generated games.
  const generatedPopular = flagSizes.popular - namedGames.length
  const everyNth = (size: number, offset: number) => (index: number) =>
    index % Math.floor(generated.length / size) === offset &&
    Math.floor(index / Math.floor(generated.length / size)) < size

  const isGeneratedPopular = everyNth(generatedPopular, 0)
  const isExclusive = everyNth(flagSizes.exclusive, 3)
  const isNew = everyNth(flagSizes['new-games'], 5)

  const all = [
    ...namedGames.map((game) => ({ ...game, isPopular: true, isNew: false, isExclusive: false })),
    ...generated.map((game, index) => ({
      ...game,
      isPopular: isGeneratedPopular(index),
      isNew: isNew(index),
      isExclusive: isExclusive(index),
    })),
  ]
  const usedSlugs = new Set<string>()
  return all.map((game, index) => {
    const genre = genres[game.genre]
    let slug = slugify(game.title)
    if (usedSlugs.has(slug)) slug = `${slug}-${game.providerCode}`
    usedSlugs.add(slug)
    const ageDays = game.isNew ? Math.floor(random() * 30) : 30 + Math.floor(random() * 1500)
    return {
      providerCode: game.providerCode,
      code: `${game.providerCode}-${slug}`,
      slug,
      title: game.title,
      isPopular: game.isPopular,
      isNew: game.isNew,
      isExclusive: game.isExclusive,
      rtpBasisPoints: genre?.hasRtp ? 9400 + Math.floor(random() * 400) : null,
      position: index + 1,
      hasDemo: originalGameOf(game) !== null || (genre?.hasDemo ?? false),
      launchKind: originalGameOf(game) ? 'in_house' : 'provider',
      originalGame: originalGameOf(game),
      releasedAt: new Date(catalogueDate - ageDays * dayMs),
      categories: [
        game.genre,
        ...(game.isPopular ? ['popular'] : []),
        ...(game.isExclusive ? ['exclusive'] : []),
        ...(game.isNew ? ['new-games'] : []),
      ],
    }
  })
}
