import { Dices } from 'lucide-react'
import type { ReactNode } from 'react'
import { Link, useLocation } from 'react-router'
import { buttonClass } from '../../../components/ui/button-styles.ts'
import { EmptyState } from '../../../components/ui/empty-state.tsx'
import { PageHeader } from '../../../components/ui/page-header.tsx'
import { Spinner } from '../../../components/ui/spinner.tsx'
import { useTranslation } from '../../../lib/i18n.ts'
import { openModal } from '../../../lib/modal-store.ts'
import { useSession } from '../../../lib/use-session.ts'

/** Real money is for signed-in players; a visitor is asked to sign in (and brought back) or to play the demo. */
export function RealMoneyGate({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation()
  const { pathname } = useLocation()
  const session = useSession()
  if (session.isPending) return <Spinner label={t('status.loading')} />
  if (!session.data?.user) {
    return (
      <>
        <PageHeader title={title} icon={Dices} />
        <EmptyState
          icon={Dices}
          title={t('originals.signedOut.title')}
          body={t('originals.signedOut.body')}
          action={
            <div className="flex flex-wrap justify-center gap-3">
              <button
                type="button"
                onClick={() => openModal('sign-in', { returnTo: pathname })}
                className={buttonClass('gold', 'lg')}
              >
                {t('originals.signedOut.signIn')}
              </button>
              <Link to={`${pathname}?mode=demo`} className={buttonClass('outline', 'lg')}>
                {t('originals.signedOut.playDemo')}
              </Link>
            </div>
          }
        />
      </>
    )
  }
  return children
}
