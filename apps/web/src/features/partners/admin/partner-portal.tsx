import { useState } from 'react'
import { operatorToday } from '../../../lib/time-zone.ts'
import { PartnerLinks } from './partner-links.tsx'
import { lastDays } from './partner-period.ts'
import { PartnerReportView } from './partner-report.tsx'
import { PartnerStatements } from './partner-statements.tsx'
import type { PortalSubject } from './partners-admin-api.ts'

/**
 * The portal's body: links, the report over the last 30 days until another period is picked, then the commission
 * statements.
 */
export function PartnerPortal({
  subject,
  mayCreateLinks,
}: {
  subject: PortalSubject
  mayCreateLinks: boolean
}) {
  const [period, setPeriod] = useState(() => lastDays(operatorToday(), 30))
  return (
    <div className="space-y-8">
      <PartnerLinks subject={subject} mayCreate={mayCreateLinks} />
      <PartnerReportView subject={subject} period={period} onPeriod={setPeriod} />
      <PartnerStatements subject={subject} />
    </div>
  )
}
