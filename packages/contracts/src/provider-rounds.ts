import { z } from 'zod'
import { currencies } from './accounts.ts'
import { dateRangeFilter, withDateRangeInOrder } from './date-range.ts'

/**
 * The back office's view of the game providers' rounds (Provider rounds): each round a provider opened through the
 * seamless wallet (provider-wallet.ts), its sums and every transaction, and the decision on a stuck round.
 */

/** `stuck`: still open longer than the operator's `stuckRoundMinutes`. */
export const providerRoundStatusFilters = ['open', 'closed', 'stuck'] as const
export type ProviderRoundStatusFilter = (typeof providerRoundStatusFilters)[number]

export const adminProviderRoundQuery = withDateRangeInOrder(
  z.object({
    /** A player's id, email, phone or name fragment. */
    player: z.string().trim().max(100).optional(),
    /** The provider's code. */
    provider: z.string().trim().max(100).optional(),
    /** The provider's round id. */
    round: z.string().trim().max(100).optional(),
    /** A provider's transaction id: finds the round it belongs to. */
    transaction: z.string().trim().max(100).optional(),
    status: z.enum(providerRoundStatusFilters).optional(),
    ...dateRangeFilter,
    page: z.coerce.number().int().min(1).default(1),
    pageSize: z.coerce.number().int().min(1).max(100).default(20),
  }),
)
export type AdminProviderRoundQuery = z.input<typeof adminProviderRoundQuery>

export const adminProviderRoundRow = z.object({
  id: z.string(),
  provider: z.string(),
  roundRef: z.string(),
  player: z.object({ id: z.string(), name: z.string(), email: z.string() }),
  game: z.string(),
  currency: z.enum(currencies),
  /** Minor units. */
  staked: z.number().int(),
  won: z.number().int(),
  refunded: z.number().int(),
  /** Gross gaming revenue of the round: staked − refunded − won. */
  net: z.number().int(),
  status: z.enum(['open', 'closed']),
  openedAt: z.string(),
  closedAt: z.string().nullable(),
  /** Open for longer than the operator's `stuckRoundMinutes`. */
  isStuck: z.boolean(),
})
export type AdminProviderRoundRow = z.infer<typeof adminProviderRoundRow>

export const adminProviderRoundPage = z.object({
  items: z.array(adminProviderRoundRow),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
})
export type AdminProviderRoundPage = z.infer<typeof adminProviderRoundPage>

export const providerTransactionView = z.object({
  id: z.string(),
  /** The provider's transaction id (`khela:resolve:…` for the back office's refund of a stuck round). */
  ref: z.string(),
  kind: z.enum(['bet', 'win', 'rollback']),
  state: z.enum(['done', 'rolled_back', 'tombstone']),
  /** The transaction a win pays or a rollback undoes. */
  reference: z.string().nullable(),
  amount: z.number().int(),
  transferId: z.string().nullable(),
  createdAt: z.string(),
})
export type ProviderTransactionView = z.infer<typeof providerTransactionView>

/** `GET /api/admin/providers/rounds/:id`: the round with every transaction, oldest first. */
export const adminProviderRoundDetail = adminProviderRoundRow.extend({
  transactions: z.array(providerTransactionView),
})
export type AdminProviderRoundDetail = z.infer<typeof adminProviderRoundDetail>

export const providerRoundResolutions = ['settle', 'refund'] as const
export type ProviderRoundResolution = (typeof providerRoundResolutions)[number]

/** `POST /api/admin/providers/rounds/:id/resolve`: close a stuck round as it stands, or refund its stakes. */
export const resolveProviderRoundInput = z.object({
  action: z.enum(providerRoundResolutions),
  reason: z.string().trim().min(3).max(500),
})
export type ResolveProviderRoundInput = z.infer<typeof resolveProviderRoundInput>

/** The operator's settings document `providers`. */
export const providerSettings = z.object({
  /** A round still open after this many minutes is stuck: staff may settle or refund it. */
  stuckRoundMinutes: z.number().int().min(1).max(10_080),
})
export type ProviderSettings = z.infer<typeof providerSettings>
export const defaultProviderSettings: ProviderSettings = { stuckRoundMinutes: 60 }
