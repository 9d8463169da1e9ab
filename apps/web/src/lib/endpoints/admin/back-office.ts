import type { AuditFacets, AuditPage } from '@khela/contracts/audit'
import type { OutboxEmail } from '@khela/contracts/mail'
import type { AdminOverview, OverviewSeries } from '@khela/contracts/overview'
import type { AccountSettings, SiteSettings, StaffAccountSettings } from '@khela/contracts/settings'
import { endpoint, type QueryInit } from '../../endpoint.ts'

export const overview = endpoint<{ response: AdminOverview }>()('GET', '/api/admin/overview')
export const overviewSeries = endpoint<{ query: { from: string; to: string }; response: OverviewSeries }>()(
  'GET',
  '/api/admin/overview/series',
)
export const audit = endpoint<{ query: QueryInit; response: AuditPage }>()('GET', '/api/admin/audit')
export const auditFacets = endpoint<{ response: AuditFacets }>()('GET', '/api/admin/audit/facets')
export const outbox = endpoint<{ query: { recipient?: string }; response: { emails: OutboxEmail[] } }>()(
  'GET',
  '/api/admin/outbox',
)
export const accountSettings = endpoint<{ response: AccountSettings }>()(
  'GET',
  '/api/admin/settings/accounts',
)
export const updateAccountSettings = endpoint<{ body: AccountSettings; response: AccountSettings }>()(
  'PUT',
  '/api/admin/settings/accounts',
)
export const staffAccountSettings = endpoint<{ response: StaffAccountSettings }>()(
  'GET',
  '/api/admin/settings/staff-accounts',
)
export const updateStaffAccountSettings = endpoint<{
  body: StaffAccountSettings
  response: StaffAccountSettings
}>()('PUT', '/api/admin/settings/staff-accounts')
export const siteSettings = endpoint<{ response: SiteSettings }>()('GET', '/api/admin/settings/site')
export const updateSiteSettings = endpoint<{ body: SiteSettings; response: SiteSettings }>()(
  'PUT',
  '/api/admin/settings/site',
)
