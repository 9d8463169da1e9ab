import { z } from 'zod'
import { currencies } from './accounts.ts'
import { commissionSettings, defaultCommissionSettings } from './commissions.ts'
import { isoDate, withDateRangeInOrder } from './date-range.ts'
import { minorUnitsAtLeastZero } from './wallet.ts'

/**
 * Affiliates (issue 20): an account applies, staff decide, an approved affiliate makes tracking links and reads
 * what its players did. Commission plans and statements come later and will read the attributions.
 */

export const affiliateStatuses = ['applied', 'approved', 'rejected', 'suspended'] as const
export type AffiliateStatus = (typeof affiliateStatuses)[number]

/** What an applicant tells the operator about its audience. */
export const affiliateApplicationInput = z.object({
  /** A website, a Facebook page, a YouTube or Telegram channel: where the affiliate reaches players. */
  channel: z.string('REQUIRED').trim().min(1, 'REQUIRED').max(200, 'TEXT_TOO_LONG'),
  trafficSources: z.string('REQUIRED').trim().min(1, 'REQUIRED').max(500, 'TEXT_TOO_LONG'),
  expectedMonthlyPlayers: z
    .number('REQUIRED')
    .int('NUMBER_OUT_OF_RANGE')
    .min(0, 'NUMBER_OUT_OF_RANGE')
    .max(1_000_000, 'NUMBER_OUT_OF_RANGE'),
  /** WhatsApp, Telegram or IMO number or handle: how the operator's affiliate manager reaches the applicant. */
  messenger: z.string('REQUIRED').trim().min(1, 'REQUIRED').max(100, 'TEXT_TOO_LONG'),
  note: z.string().trim().max(1000, 'TEXT_TOO_LONG').default(''),
})
export type AffiliateApplicationInput = z.input<typeof affiliateApplicationInput>

export const affiliateApplication = z.object({
  channel: z.string(),
  trafficSources: z.string(),
  expectedMonthlyPlayers: z.number().int(),
  messenger: z.string(),
  note: z.string(),
})

/** The signed-in account's own affiliate record, as the application page and the portal show it. */
export const myAffiliate = z.object({
  affiliate: z
    .object({
      id: z.string(),
      status: z.enum(affiliateStatuses),
      application: affiliateApplication,
      /** Why staff rejected or suspended the account, for the applicant to read. */
      decisionReason: z.string().nullable(),
      appliedAt: z.iso.datetime(),
      decidedAt: z.iso.datetime().nullable(),
    })
    .nullable(),
})
export type MyAffiliate = z.infer<typeof myAffiliate>

/**
 * A page of the site to land on: a path on this site only (`/`, `/sports?tab=live`), never another host
 * (`//evil.test`, `https://…`) or a backslash some browsers read as a slash.
 */
export const landingPath = z
  .string('REQUIRED')
  .trim()
  .max(200, 'TEXT_TOO_LONG')
  .regex(/^\/(?![/\\])[A-Za-z0-9\-._~/?=&%#+]*$/, 'INVALID_LANDING_PATH')

/** A campaign's sub-id: letters, digits, `-` and `_`, as it appears in a link's `?sub=`. */
export const subId = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{1,40}$/, 'INVALID_SUB_ID')

export const affiliateLinkInput = z.object({
  name: z.string('REQUIRED').trim().min(1, 'REQUIRED').max(80, 'TEXT_TOO_LONG'),
  subId: z.union([subId, z.literal('')]).default(''),
  landingPath: landingPath.default('/'),
})
export type AffiliateLinkInput = z.input<typeof affiliateLinkInput>

export const affiliateLink = z.object({
  id: z.string(),
  /** The short code of `/r/<code>`. */
  code: z.string(),
  name: z.string(),
  /** The sub-id clicks carry when the link is followed without its own `?sub=`; empty for none. */
  subId: z.string(),
  landingPath: z.string(),
  createdAt: z.iso.datetime(),
})
export type AffiliateLink = z.infer<typeof affiliateLink>
export const affiliateLinks = z.object({ links: z.array(affiliateLink) })

const money = z.object({ currency: z.enum(currencies), amount: minorUnitsAtLeastZero })
export type PartnerMoney = z.infer<typeof money>

/** What an affiliate's players did over a period (days in the operator's time zone). */
export const partnerFigures = z.object({
  clicks: z.number().int(),
  /** Players attributed over the period. */
  registrations: z.number().int(),
  /** Attributed players whose first deposit ever completed in the period. */
  firstDeposits: z.number().int(),
  /** A_U_C: attributed players with at least one bet in the period. */
  activePlayers: z.number().int(),
  /** A_D_C: attributed players with at least one completed deposit in the period. */
  activeDepositors: z.number().int(),
  /** D_B: attributed players' completed deposits in the period, per currency. */
  deposits: z.array(money),
  /** W_B: attributed players' paid withdrawals in the period, per currency. */
  withdrawals: z.array(money),
})
export type PartnerFigures = z.infer<typeof partnerFigures>

/** A report's period: at most this many days, so its per-day chart stays a chart. */
export const partnerReportMaxDays = 366

const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1

/** A period's To day after its From day and at most `partnerReportMaxDays` days long. */
function withReportPeriod<Query extends z.ZodType<{ from: string; to: string }>>(query: Query) {
  return withDateRangeInOrder(query).refine(
    (value) => value.from > value.to || daysBetween(value.from, value.to) <= partnerReportMaxDays,
    { path: ['to'], message: 'DATE_RANGE_TOO_LONG' },
  )
}

export const partnerReportQuery = withReportPeriod(z.object({ from: isoDate, to: isoDate }))

export const partnerReport = z.object({
  from: isoDate,
  to: isoDate,
  totals: partnerFigures,
  links: z.array(
    z.object({ linkId: z.string(), code: z.string(), name: z.string(), figures: partnerFigures }),
  ),
  /** Per campaign sub-id (empty: clicks without one). */
  subIds: z.array(z.object({ subId: z.string(), figures: partnerFigures })),
  /** Every day of the period, for the chart. */
  days: z.array(
    z.object({
      day: isoDate,
      clicks: z.number().int(),
      registrations: z.number().int(),
      firstDeposits: z.number().int(),
    }),
  ),
})
export type PartnerReport = z.infer<typeof partnerReport>

export const partnerReportCsvQuery = withReportPeriod(
  z.object({ from: isoDate, to: isoDate, by: z.enum(['link', 'subId', 'day']).default('link') }),
)

/** Staff decisions: approve (from applied, or reinstating a suspended one), reject (applied), suspend (approved). */
export const affiliateDecisions = ['approve', 'reject', 'suspend'] as const
export type AffiliateDecision = (typeof affiliateDecisions)[number]
export const affiliateDecisionInput = z
  .object({
    decision: z.enum(affiliateDecisions),
    reason: z.string().trim().max(500, 'TEXT_TOO_LONG').default(''),
  })
  .refine((value) => value.decision === 'approve' || value.reason.length > 0, {
    path: ['reason'],
    message: 'REQUIRED',
  })

export const adminAffiliatesQuery = withReportPeriod(
  z.object({
    search: z.string().trim().max(100, 'TEXT_TOO_LONG').default(''),
    status: z.enum(affiliateStatuses).optional(),
    from: isoDate,
    to: isoDate,
  }),
)

export const adminAffiliateRow = z.object({
  id: z.string(),
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  status: z.enum(affiliateStatuses),
  application: affiliateApplication,
  decisionReason: z.string().nullable(),
  parentAffiliateId: z.string().nullable(),
  appliedAt: z.iso.datetime(),
  links: z.number().int(),
  figures: partnerFigures,
})
export type AdminAffiliateRow = z.infer<typeof adminAffiliateRow>
export const adminAffiliates = z.object({ affiliates: z.array(adminAffiliateRow) })

/** The operator's partner rules (Settings): the click cookie's window and the commission rules. */
export const partnerSettings = z.object({
  ...commissionSettings.shape,
  /** How long a click's cookie attributes a registration: last click wins within it. */
  cookieDays: z
    .number('REQUIRED')
    .int('NUMBER_OUT_OF_RANGE')
    .min(1, 'NUMBER_OUT_OF_RANGE')
    .max(365, 'NUMBER_OUT_OF_RANGE'),
})
export type PartnerSettings = z.infer<typeof partnerSettings>
export const defaultPartnerSettings: PartnerSettings = { cookieDays: 30, ...defaultCommissionSettings }
