import { LayoutDashboard } from 'lucide-react'
import { EmptyState } from '../../components/ui/empty-state.tsx'
import { PageHeader } from '../../components/ui/page-header.tsx'
import { useTranslation } from '../../lib/i18n.ts'

const statCards = [
  'totalUsers',
  'newUsersThisMonth',
  'bannedUsers',
  'games',
  'creditAgents',
  'creditOperators',
  'creditShops',
  'totalMoney',
] as const

/** /dashboard: the headline figures, which fill in as each domain lands. */
export function AdminOverviewPage() {
  const { t } = useTranslation('admin')
  return (
    <>
      <PageHeader title={t('sections.overview.title')} icon={LayoutDashboard} />
      <ul className="mb-5 grid grid-cols-2 gap-3 md:grid-cols-4">
        {statCards.map((card) => (
          <li key={card} className="rounded-xl border border-night-700 bg-night-850 p-4">
            <p className="text-xs font-semibold uppercase tracking-wide text-slate-500">
              {t(`stats.${card}`)}
            </p>
            <p className="mt-2 text-2xl font-black text-slate-600">—</p>
          </li>
        ))}
      </ul>
      <EmptyState icon={LayoutDashboard} title={t('comingSoon')} body={t('sections.overview.body')} />
    </>
  )
}
