import type { CommissionStatement, CommissionStatementSummary } from '@khela/contracts/commissions'
import type {
  AffiliateApplicationInput,
  AffiliateLink,
  AffiliateLinkInput,
  MyAffiliate,
  PartnerReport,
} from '@khela/contracts/partners'
import { endpoint, type QueryInit } from '../endpoint.ts'

export const me = endpoint<{ response: MyAffiliate }>()('GET', '/api/partners/me')
export const apply = endpoint<{ body: AffiliateApplicationInput; response: MyAffiliate }>()(
  'POST',
  '/api/partners/applications',
)
export const links = endpoint<{ response: { links: AffiliateLink[] } }>()('GET', '/api/partners/links')
export const createLink = endpoint<{ body: AffiliateLinkInput; response: AffiliateLink }>()(
  'POST',
  '/api/partners/links',
)
export const report = endpoint<{ query: QueryInit; response: PartnerReport }>()('GET', '/api/partners/report')
/** Downloaded by the browser (a link), not called: `endpointUrl` gives its address. */
export const reportCsv = endpoint<{ query: QueryInit; response: string }>()('GET', '/api/partners/report.csv')
export const statements = endpoint<{ response: { statements: CommissionStatementSummary[] } }>()(
  'GET',
  '/api/partners/statements',
)
export const statement = endpoint<{ response: CommissionStatement }>()('GET', '/api/partners/statements/:id')
