import { EmptyState } from '../../components/ui/empty-state.tsx'
import { PageHeader } from '../../components/ui/page-header.tsx'
import { useTranslation } from '../../lib/i18n.ts'
import { menuItems } from '../../lib/navigation.ts'

/** Every bet the player has placed, with its outcome. */
export function BetHistoryPage() {
  const { t } = useTranslation()
  const { icon } = menuItems.betHistory
  return (
    <>
      <PageHeader title={t('nav.betHistory')} icon={icon} />
      <EmptyState icon={icon} title={t('pages.betHistory.title')} body={t('pages.betHistory.body')} />
    </>
  )
}
