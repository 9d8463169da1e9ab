import type { LucideIcon } from 'lucide-react'
import type { ReactNode } from 'react'
import { PageHeader } from '../../components/ui/page-header.tsx'
import { OddsFormatSelect } from './odds-format-select.tsx'
import { WithBetSlip } from './slip/bet-slip-dock.tsx'
import { SportsList } from './sports-list.tsx'

/**
 * A sportsbook list page: its title, the odds format, its content and the sports list (beside the content on a
 * wide screen, after it on a phone, where the events come first), with the bet slip.
 */
export function SportsbookFrame({
  title,
  icon,
  children,
}: {
  title: string
  icon: LucideIcon
  children: ReactNode
}) {
  return (
    <WithBetSlip>
      <PageHeader title={title} icon={icon} />
      <div className="grid gap-4 lg:grid-cols-[13rem_minmax(0,1fr)]">
        <div className="order-last lg:order-first">
          <SportsList />
        </div>
        <div className="min-w-0 space-y-6">
          <div className="flex justify-end">
            <OddsFormatSelect />
          </div>
          {children}
        </div>
      </div>
    </WithBetSlip>
  )
}
