import { OverviewPage } from '../../features/overview/admin/overview-page.tsx'
import { useSession } from '../../lib/use-session.ts'

/** /dashboard: the guard has already seen a staff session; the page gets it so the features stay apart. */
export function AdminOverviewPage() {
  const viewer = useSession().data?.user
  return viewer ? <OverviewPage viewer={viewer} /> : null
}
