import { EmptyState } from '../../components/ui/empty-state.tsx'
import { PageHeader } from '../../components/ui/page-header.tsx'
import { useTranslation } from '../../lib/i18n.ts'
import { menuItems } from '../../lib/navigation.ts'

/** The operator’s terms, game rules and responsible-gambling policy. */
export function RulesPage() {
  const { t } = useTranslation()
  const { icon } = menuItems.rules
  return (
    <>
      <PageHeader title={t('nav.rules')} icon={icon} />
      <EmptyState icon={icon} title={t('pages.rules.title')} body={t('pages.rules.body')} />
    </>
  )
}
