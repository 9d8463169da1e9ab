import type {
  AdminAffiliateRow,
  AffiliateDecision,
  AffiliateLink,
  AffiliateStatus,
  PartnerReport,
  PartnerSettings,
} from '@khela/contracts/partners'
import { endpoint, type QueryInit } from '../../endpoint.ts'

export const affiliates = endpoint<{ query: QueryInit; response: { affiliates: AdminAffiliateRow[] } }>()(
  'GET',
  '/api/admin/partners/affiliates',
)
export const links = endpoint<{ response: { links: AffiliateLink[] } }>()(
  'GET',
  '/api/admin/partners/affiliates/:id/links',
)
export const report = endpoint<{ query: QueryInit; response: PartnerReport }>()(
  'GET',
  '/api/admin/partners/affiliates/:id/report',
)
export const decide = endpoint<{
  body: { decision: AffiliateDecision; reason?: string }
  response: { status: AffiliateStatus }
}>()('POST', '/api/admin/partners/affiliates/:id/decision')
export const settings = endpoint<{ response: PartnerSettings }>()('GET', '/api/admin/partners/settings')
export const saveSettings = endpoint<{ body: PartnerSettings; response: PartnerSettings }>()(
  'PUT',
  '/api/admin/partners/settings',
)
