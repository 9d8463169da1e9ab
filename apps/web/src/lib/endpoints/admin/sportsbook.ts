import type {
  AdminCompetition,
  AdminEventDetail,
  AdminEventPage,
  AdminSport,
  AdminSportList,
  BetDelayChange,
  CompetitionCreate,
  EventCreate,
  EventSquads,
  MarketCreate,
  MarketPreview,
  MarketPreviewInput,
  MarketResult,
  MarketResultOutcome,
  MarketStatusChangeInput,
  MarketStatusChangeResult,
  PriceChange,
} from '@khela/contracts/admin-sportsbook'
import type {
  AdminSportBetPage,
  LiabilityLimitChange,
  LiabilityPage,
  PlayerStakeFactor,
  StakeFactorChange,
} from '@khela/contracts/admin-sportsbook-risk'
import type { FeedImportSummary } from '@khela/contracts/sportsbook-feed'
import type {
  FeedRun,
  FeedSourceCreate,
  FeedSourceList,
  FeedSourceStatus,
} from '@khela/contracts/sportsbook-feed-sources'
import type { SportBetsPage } from '@khela/contracts/sportsbook-placement'
import type {
  ResultCorrectionInput,
  ResultCorrectionList,
  ResultCorrectionOutcome,
  SportsbookSettings,
} from '@khela/contracts/sportsbook-resettlement'
import { type EmptyBody, endpoint, type QueryInit } from '../../endpoint.ts'

export const sports = endpoint<{ response: AdminSportList }>()('GET', '/api/admin/sportsbook/sports')
export const betDelay = endpoint<{ body: BetDelayChange; response: AdminSport }>()(
  'PUT',
  '/api/admin/sportsbook/sports/:slug/bet-delay',
)
export const createCompetition = endpoint<{ body: CompetitionCreate; response: AdminCompetition }>()(
  'POST',
  '/api/admin/sportsbook/competitions',
)
export const events = endpoint<{ query: QueryInit; response: AdminEventPage }>()(
  'GET',
  '/api/admin/sportsbook/events',
)
export const createEvent = endpoint<{ body: EventCreate; response: AdminEventDetail }>()(
  'POST',
  '/api/admin/sportsbook/events',
)
export const event = endpoint<{ response: AdminEventDetail }>()('GET', '/api/admin/sportsbook/events/:id')
export const previewMarket = endpoint<{ body: MarketPreviewInput; response: MarketPreview }>()(
  'POST',
  '/api/admin/sportsbook/events/:id/markets/preview',
)
export const addMarket = endpoint<{ body: MarketCreate; response: AdminEventDetail }>()(
  'POST',
  '/api/admin/sportsbook/events/:id/markets',
)
export const changePrices = endpoint<{ body: PriceChange; response: AdminEventDetail }>()(
  'PUT',
  '/api/admin/sportsbook/markets/:id/prices',
)
export const marketStatus = endpoint<{ body: MarketStatusChangeInput; response: MarketStatusChangeResult }>()(
  'POST',
  '/api/admin/sportsbook/markets/:id/status',
)
export const eventMarketStatus = endpoint<{
  body: MarketStatusChangeInput
  response: MarketStatusChangeResult
}>()('POST', '/api/admin/sportsbook/events/:id/market-status')
export const sportMarketStatus = endpoint<{
  body: MarketStatusChangeInput
  response: MarketStatusChangeResult
}>()('POST', '/api/admin/sportsbook/sports/:slug/market-status')
/** The body is the feed document as the trader's file holds it: the server parses and answers with its problems. */
export const importFeed = endpoint<{ body: unknown; response: FeedImportSummary }>()(
  'POST',
  '/api/admin/sportsbook/feed/import',
)
export const bets = endpoint<{ query: QueryInit; response: AdminSportBetPage }>()(
  'GET',
  '/api/admin/sportsbook/bets',
)
export const liability = endpoint<{ query: QueryInit; response: LiabilityPage }>()(
  'GET',
  '/api/admin/sportsbook/liability',
)
export const liabilityLimit = endpoint<{ body: LiabilityLimitChange; response: AdminEventDetail }>()(
  'PUT',
  '/api/admin/sportsbook/markets/:id/liability-limit',
)
export const stakeFactor = endpoint<{ response: PlayerStakeFactor }>()(
  'GET',
  '/api/admin/sportsbook/players/:userId/stake-factor',
)
export const setStakeFactor = endpoint<{ body: StakeFactorChange; response: PlayerStakeFactor }>()(
  'PUT',
  '/api/admin/sportsbook/players/:userId/stake-factor',
)
export const changeSquads = endpoint<{ body: EventSquads; response: AdminEventDetail }>()(
  'PUT',
  '/api/admin/sportsbook/events/:id/squads',
)
export const feedSources = endpoint<{ response: FeedSourceList }>()(
  'GET',
  '/api/admin/sportsbook/feed-sources',
)
export const createFeedSource = endpoint<{ body: FeedSourceCreate; response: FeedSourceList }>()(
  'POST',
  '/api/admin/sportsbook/feed-sources',
)
export const feedSourceStatus = endpoint<{ body: { status: FeedSourceStatus }; response: FeedSourceList }>()(
  'POST',
  '/api/admin/sportsbook/feed-sources/:id/status',
)
export const runFeedSource = endpoint<{ body: EmptyBody; response: FeedRun }>()(
  'POST',
  '/api/admin/sportsbook/feed-sources/:id/run',
)
export const enterResult = endpoint<{ body: MarketResult; response: MarketResultOutcome }>()(
  'POST',
  '/api/admin/sportsbook/markets/:id/result',
)
export const requestCorrection = endpoint<{
  body: ResultCorrectionInput
  response: ResultCorrectionOutcome
}>()('POST', '/api/admin/sportsbook/markets/:id/corrections')
export const approveCorrection = endpoint<{ response: ResultCorrectionOutcome }>()(
  'POST',
  '/api/admin/sportsbook/corrections/:id/approve',
)
export const rejectCorrection = endpoint<{ response: ResultCorrectionOutcome }>()(
  'POST',
  '/api/admin/sportsbook/corrections/:id/reject',
)
export const eventCorrections = endpoint<{ response: ResultCorrectionList }>()(
  'GET',
  '/api/admin/sportsbook/events/:id/corrections',
)
export const playerSportBets = endpoint<{ query: QueryInit; response: SportBetsPage }>()(
  'GET',
  '/api/admin/users/:id/sport-bets',
)
export const settings = endpoint<{ response: SportsbookSettings }>()('GET', '/api/admin/sportsbook/settings')
export const saveSettings = endpoint<{ body: SportsbookSettings; response: SportsbookSettings }>()(
  'PUT',
  '/api/admin/sportsbook/settings',
)
