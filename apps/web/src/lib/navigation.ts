import {
  ArrowUpFromLine,
  Cherry,
  Clapperboard,
  ClockFading,
  Club,
  Crown,
  Dices,
  Disc3,
  Flame,
  Gamepad2,
  Gem,
  Gift,
  GraduationCap,
  Handshake,
  House,
  LayoutGrid,
  type LucideIcon,
  MapPin,
  MonitorPlay,
  Plane,
  PlaneTakeoff,
  Radio,
  ReceiptText,
  Rocket,
  ScrollText,
  Shapes,
  ShieldCheck,
  Spade,
  Sparkles,
  Table2,
  Target,
  TrendingUp,
  Trophy,
  Tv,
  UserRound,
  Users,
  Wallet,
  Zap,
} from 'lucide-react'

export interface MenuItem {
  id: MenuItemId
  /** Key in the `common` catalogue. */
  labelKey: `nav.${MenuItemId}`
  icon: LucideIcon
  path: string
  /** A sports, casino or game section: a visitor is asked to sign in before entering. */
  isRestricted: boolean
  /** Whether real content is connected; a section without it shows placeholders only. */
  hasContent: boolean
}

const icons = {
  main: House,
  live: Radio,
  sports: Trophy,
  cricket: Target,
  casino: Dices,
  liveDealers: Users,
  tvGames: Tv,
  eSport: Gamepad2,
  bonuses: Gift,
  topLiveDealer: Crown,
  aviator: Plane,
  jetx: Rocket,
  aviatrix: PlaneTakeoff,
  tutorials: GraduationCap,
  rules: ScrollText,
  allGames: LayoutGrid,
  popular: Flame,
  exclusive: Gem,
  newGames: Sparkles,
  liveGames: Clapperboard,
  slots: Cherry,
  crashGames: TrendingUp,
  localGames: MapPin,
  fastGames: Zap,
  roulette: Disc3,
  baccarat: Club,
  blackjack: Spade,
  table: Table2,
  virtualSports: MonitorPlay,
  other: Shapes,
  deposit: Wallet,
  withdrawal: ArrowUpFromLine,
  paymentHistory: ReceiptText,
  betHistory: ClockFading,
  profile: UserRound,
  fairness: ShieldCheck,
  affiliates: Handshake,
} satisfies Record<string, LucideIcon>

export type MenuItemId = keyof typeof icons

const paths: Record<MenuItemId, string> = {
  main: '/',
  live: '/live',
  sports: '/main',
  cricket: '/cricket',
  casino: '/casino',
  liveDealers: '/live-dealers',
  tvGames: '/tv-games',
  eSport: '/e-sport',
  bonuses: '/bonuses',
  topLiveDealer: '/top-live-dealer',
  aviator: '/aviator',
  jetx: '/jetx',
  aviatrix: '/aviatrix',
  tutorials: '/tutorials',
  rules: '/rules',
  allGames: '/',
  popular: '/popular',
  exclusive: '/exclusive',
  newGames: '/new-games',
  liveGames: '/live-games',
  slots: '/slots',
  crashGames: '/crash-games',
  localGames: '/local-games',
  fastGames: '/fast-games',
  roulette: '/roulette',
  baccarat: '/baccarat',
  blackjack: '/blackjack',
  table: '/table',
  virtualSports: '/virtual-sports',
  other: '/other',
  deposit: '/deposit',
  withdrawal: '/withdrawal',
  paymentHistory: '/payment-history',
  betHistory: '/bet-history',
  profile: '/profile',
  fairness: '/fairness',
  affiliates: '/affiliates',
}

/**
 * Sections for players only, and whether their games or events are connected yet (the catalogue's lobby
 * categories and Crash's entries are; the others show placeholders). The lobby (Main, and All Games, which is the
 * lobby unfiltered), Bonuses, Rules, Tutorials and the sportsbook's Live, Sports, Cricket and eSport pages (public
 * scores and prices; betting asks for a sign-in at the bet slip) stay open to visitors; the player's own pages have
 * their own sign-in handling.
 */
const restrictedSections: Partial<Record<MenuItemId, 'connected' | 'placeholder'>> = {
  casino: 'placeholder',
  liveDealers: 'placeholder',
  tvGames: 'placeholder',
  topLiveDealer: 'placeholder',
  aviator: 'connected',
  jetx: 'connected',
  aviatrix: 'connected',
  popular: 'connected',
  exclusive: 'connected',
  newGames: 'connected',
  liveGames: 'connected',
  slots: 'connected',
  crashGames: 'connected',
  localGames: 'connected',
  fastGames: 'connected',
  roulette: 'connected',
  baccarat: 'connected',
  blackjack: 'connected',
  table: 'connected',
  virtualSports: 'connected',
  other: 'connected',
}

export const menuItems = Object.fromEntries(
  (Object.keys(icons) as MenuItemId[]).map((id) => [
    id,
    {
      id,
      labelKey: `nav.${id}`,
      icon: icons[id],
      path: paths[id],
      isRestricted: id in restrictedSections,
      hasContent: restrictedSections[id] !== 'placeholder',
    },
  ]),
) as Record<MenuItemId, MenuItem>

/** Where each list of links appears, in the order the player sees it. */
const surfaces = {
  header: ['main', 'live', 'sports', 'cricket', 'casino', 'liveDealers', 'tvGames', 'eSport', 'bonuses'],
  quickLinks: ['cricket', 'topLiveDealer', 'aviator', 'jetx', 'aviatrix', 'tutorials'],
  categories: [
    'allGames',
    'popular',
    'exclusive',
    'newGames',
    'liveGames',
    'slots',
    'crashGames',
    'localGames',
    'fastGames',
    'roulette',
    'baccarat',
    'blackjack',
    'table',
    'virtualSports',
    'other',
  ],
  rail: ['live', 'sports', 'aviator', 'liveDealers', 'bonuses', 'tutorials'],
  bottomBar: ['main', 'live', 'casino', 'liveDealers', 'aviator', 'bonuses'],
  slideOut: [
    'main',
    'live',
    'sports',
    'cricket',
    'casino',
    'liveDealers',
    'tvGames',
    'aviator',
    'jetx',
    'aviatrix',
    'eSport',
    'bonuses',
    'rules',
    'tutorials',
  ],
  personal: ['profile', 'deposit', 'withdrawal', 'paymentHistory', 'betHistory'],
  footerCasino: ['popular', 'newGames', 'slots', 'crashGames', 'liveGames', 'roulette', 'other'],
  footerSport: ['sports', 'live', 'cricket', 'eSport', 'virtualSports', 'tvGames'],
  footerMain: ['main', 'bonuses', 'topLiveDealer', 'aviator', 'rules', 'fairness', 'tutorials', 'affiliates'],
  footerPersonal: ['profile', 'deposit', 'withdrawal', 'paymentHistory', 'betHistory'],
} satisfies Record<string, MenuItemId[]>

export type MenuSurface = keyof typeof surfaces

export function menuFor(surface: MenuSurface): MenuItem[] {
  return surfaces[surface].map((id) => menuItems[id])
}

/** The player's own pages leave the whole width to their forms and tables. */
const pathsWithoutCategorySidebar = new Set([
  paths.profile,
  paths.paymentHistory,
  paths.betHistory,
  paths.rules,
  paths.fairness,
  paths.affiliates,
  // The affiliate portal's tables.
  '/partners',
])

export function showsCategorySidebar(pathname: string): boolean {
  return !pathsWithoutCategorySidebar.has(pathname.replace(/\/+$/, '') || '/')
}

/** The menu item a page belongs to; `/` belongs to Main, not to the All Games filter. */
export function menuItemForPath(pathname: string): MenuItem | undefined {
  const path = pathname.replace(/\/+$/, '') || '/'
  return Object.values(menuItems).find((item) => item.path === path)
}
