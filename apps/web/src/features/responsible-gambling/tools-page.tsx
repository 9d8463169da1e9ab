import { LifeBuoy } from 'lucide-react'
import { Link } from 'react-router'
import { buttonClass } from '../../components/ui/button-styles.ts'
import { EmptyState } from '../../components/ui/empty-state.tsx'
import { PageHeader } from '../../components/ui/page-header.tsx'
import { Spinner } from '../../components/ui/spinner.tsx'
import { errorMessage } from '../../lib/error-message.ts'
import { useTranslation } from '../../lib/i18n.ts'
import { openModal } from '../../lib/modal-store.ts'
import { useSession } from '../../lib/use-session.ts'
import { ExclusionPanel } from './exclusion-panel.tsx'
import { useResponsibleGambling } from './get-responsible-gambling.ts'
import { LimitsForm } from './limits-form.tsx'
import { RealityCheckForm } from './reality-check-form.tsx'

const panelClass = 'rounded-xl border border-night-700 bg-night-850 p-4 sm:p-6'

/** `/profile/responsible-gambling`: the signed-in player's limits, time-out, self-exclusion and reality check. */
export function ToolsPage() {
  const { t } = useTranslation()
  const session = useSession()
  const isPlayer = session.data?.user?.role === 'player'
  return (
    <>
      <PageHeader title={t('responsibleGambling.tools.title')} icon={LifeBuoy} />
      {session.isPending ? (
        <Spinner label={t('responsibleGambling.tools.loading')} />
      ) : !isPlayer ? (
        <EmptyState
          icon={LifeBuoy}
          title={t('responsibleGambling.tools.signedOut')}
          body={t('responsibleGambling.tools.signedOutBody')}
          action={
            <button
              type="button"
              onClick={() => openModal('sign-in', { returnTo: '/profile/responsible-gambling' })}
              className={buttonClass('gold', 'lg')}
            >
              {t('profile.signedOut.signIn')}
            </button>
          }
        />
      ) : (
        <PlayerTools />
      )}
    </>
  )
}

function PlayerTools() {
  const { t } = useTranslation()
  const state = useResponsibleGambling()
  if (state.isPending) return <Spinner label={t('responsibleGambling.tools.loading')} />
  if (state.isError)
    return (
      <EmptyState
        icon={LifeBuoy}
        title={t('responsibleGambling.tools.loadFailed')}
        body={errorMessage(state.error)}
        action={
          <button type="button" onClick={() => state.refetch()} className={buttonClass('outline')}>
            {t('actions.retry')}
          </button>
        }
      />
    )
  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-400">
        {t('responsibleGambling.tools.intro')}{' '}
        <Link to="/responsible-gambling" className="text-gold-300 underline">
          {t('responsibleGambling.tools.readMore')}
        </Link>
      </p>
      <div className={panelClass}>
        <LimitsForm key={state.dataUpdatedAt} state={state.data} />
      </div>
      <div className={panelClass}>
        <ExclusionPanel state={state.data} />
      </div>
      <div className={panelClass}>
        <RealityCheckForm state={state.data} />
      </div>
    </div>
  )
}
