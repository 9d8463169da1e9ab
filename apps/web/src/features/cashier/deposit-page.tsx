import { PageHeader } from '../../components/ui/page-header.tsx'
import { useTranslation } from '../../lib/i18n.ts'
import { menuItems } from '../../lib/navigation.ts'
import { DepositFlowView } from './deposit-flow-view.tsx'
import { SignedInOnly } from './signed-in-only.tsx'

/** The cashier’s deposit page: the modal's three steps on a page, with a typed amount besides the tiles. */
export function DepositPage() {
  const { t } = useTranslation()
  const { icon, path } = menuItems.deposit
  return (
    <>
      <PageHeader title={t('nav.deposit')} icon={icon} />
      <SignedInOnly icon={icon} path={path}>
        <section className="mx-auto max-w-xl rounded-xl border border-night-700 bg-night-850 p-4 sm:p-6">
          <DepositFlowView allowsTyping onDeposited={() => undefined} />
        </section>
      </SignedInOnly>
    </>
  )
}
