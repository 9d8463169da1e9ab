import { EmptyState } from '../../components/ui/empty-state.tsx'
import { PageHeader } from '../../components/ui/page-header.tsx'
import { useTranslation } from '../../lib/i18n.ts'
import { menuItems } from '../../lib/navigation.ts'

/** The cashier’s withdrawal requests. */
export function WithdrawalPage() {
  const { t } = useTranslation()
  const { icon } = menuItems.withdrawal
  return (
    <>
      <PageHeader title={t('nav.withdrawal')} icon={icon} />
      <EmptyState icon={icon} title={t('pages.withdrawal.title')} body={t('pages.withdrawal.body')} />
    </>
  )
}
