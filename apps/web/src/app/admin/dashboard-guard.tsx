import { isStaffRole } from '@khela/contracts/roles'
import type { ReactNode } from 'react'
import { Navigate } from 'react-router'
import { useTranslation } from '../../lib/i18n.ts'
import { useSession } from '../../lib/use-session.ts'

/** Staff only: players, partners and visitors are sent to the back-office sign-in. The API checks roles again. */
export function DashboardGuard({ children }: { children: ReactNode }) {
  const { t } = useTranslation('admin')
  const session = useSession()
  if (session.isPending) {
    return (
      <p role="status" className="grid min-h-dvh place-items-center text-sm text-slate-400">
        {t('loading')}
      </p>
    )
  }
  const user = session.data?.user
  if (!user || !isStaffRole(user.role)) return <Navigate to="/admin" replace />
  return children
}
