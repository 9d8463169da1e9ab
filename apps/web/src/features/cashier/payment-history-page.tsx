import { EmptyState } from '../../components/ui/empty-state.tsx'
import { PageHeader } from '../../components/ui/page-header.tsx'
import { useTranslation } from '../../lib/i18n.ts'
import { menuItems } from '../../lib/navigation.ts'

/** The player’s deposits and withdrawals, with their status. */
export function PaymentHistoryPage() {
  const { t } = useTranslation()
  const { icon } = menuItems.paymentHistory
  return (
    <>
      <PageHeader title={t('nav.paymentHistory')} icon={icon} />
      <EmptyState icon={icon} title={t('pages.paymentHistory.title')} body={t('pages.paymentHistory.body')} />
    </>
  )
}
