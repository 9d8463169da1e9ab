import { EmptyState } from '../../components/ui/empty-state.tsx'
import { PageHeader } from '../../components/ui/page-header.tsx'
import { useTranslation } from '../../lib/i18n.ts'
import { menuItems } from '../../lib/navigation.ts'

/** Bonuses and promotions, with the rules of each offer. */
export function BonusesPage() {
  const { t } = useTranslation()
  const { icon } = menuItems.bonuses
  return (
    <>
      <PageHeader title={t('nav.bonuses')} icon={icon} />
      <EmptyState icon={icon} title={t('pages.bonuses.title')} body={t('pages.bonuses.body')} />
    </>
  )
}
