import { EmptyState } from '../../components/ui/empty-state.tsx'
import { PageHeader } from '../../components/ui/page-header.tsx'
import { useTranslation } from '../../lib/i18n.ts'
import { menuItems } from '../../lib/navigation.ts'

/** The cashier’s deposit page: bKash, Nagad and bank transfer. */
export function DepositPage() {
  const { t } = useTranslation()
  const { icon } = menuItems.deposit
  return (
    <>
      <PageHeader title={t('nav.deposit')} icon={icon} />
      <EmptyState icon={icon} title={t('pages.deposit.title')} body={t('pages.deposit.body')} />
    </>
  )
}
