import type { LucideIcon } from 'lucide-react'
import type { ReactNode } from 'react'
import { buttonClass } from '../../components/ui/button-styles.ts'
import { EmptyState } from '../../components/ui/empty-state.tsx'
import { Spinner } from '../../components/ui/spinner.tsx'
import { useTranslation } from '../../lib/i18n.ts'
import { openModal } from '../../lib/modal-store.ts'
import { useSession } from '../../lib/use-session.ts'

/** A cashier page's content for a signed-in player; a visitor is asked to sign in and brought back here. */
export function SignedInOnly({
  icon,
  path,
  children,
}: {
  icon: LucideIcon
  path: string
  children: ReactNode
}) {
  const { t } = useTranslation()
  const session = useSession()
  if (session.isPending) return <Spinner label={t('status.loading')} />
  if (!session.data?.user) {
    return (
      <EmptyState
        icon={icon}
        title={t('cashier.signedOut.title')}
        body={t('cashier.signedOut.body')}
        action={
          <button
            type="button"
            onClick={() => openModal('sign-in', { returnTo: path })}
            className={buttonClass('gold', 'lg')}
          >
            {t('cashier.signedOut.signIn')}
          </button>
        }
      />
    )
  }
  return children
}
