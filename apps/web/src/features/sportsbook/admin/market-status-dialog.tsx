import type { MarketStatusChange } from '@khela/contracts/admin-sportsbook'
import { buttonClass } from '../../../components/ui/button-styles.ts'
import { Modal } from '../../../components/ui/modal.tsx'
import { errorMessage } from '../../../lib/error-message.ts'
import { useTranslation } from '../../../lib/i18n.ts'
import { notify } from '../../../lib/toast.ts'
import { type StatusScope, useChangeMarketStatus } from './sportsbook-queries.ts'

/** A suspend or reopen waiting for its confirmation: what it covers, named for the trader. */
export interface PendingStatusChange {
  scope: StatusScope
  status: MarketStatusChange
  /** The market, event or sport as the dialog names it. */
  name: string
}

/** Asks before suspending or reopening a market, an event's markets or a whole sport's, then says how many changed. */
export function MarketStatusDialog({
  change,
  onClose,
}: {
  change: PendingStatusChange | null
  onClose: () => void
}) {
  const { t } = useTranslation('admin')
  const changeStatus = useChangeMarketStatus()
  const action = change?.status === 'open' ? 'reopen' : 'suspend'
  const close = () => {
    changeStatus.reset()
    onClose()
  }
  const confirm = () => {
    if (!change) return
    changeStatus.mutate(
      { scope: change.scope, status: change.status },
      {
        onSuccess: ({ changed }) => {
          notify('success', t(`sportsbook.status.${action}Done`, { count: changed }))
          close()
        },
      },
    )
  }
  return (
    <Modal
      isOpen={change !== null}
      onClose={close}
      title={change ? t(`sportsbook.status.${action}Title.${change.scope.kind}`, { name: change.name }) : ''}
    >
      <div className="space-y-4 p-4 text-sm">
        <p className="text-slate-200">{t(`sportsbook.status.${action}Body`)}</p>
        {changeStatus.isError && (
          <p role="alert" className="font-medium text-ember-500">
            {errorMessage(changeStatus.error)}
          </p>
        )}
        <div className="flex justify-end gap-2">
          <button type="button" onClick={close} className={buttonClass('ghost')}>
            {t('sportsbook.cancel')}
          </button>
          <button
            type="button"
            disabled={changeStatus.isPending}
            onClick={confirm}
            className={buttonClass(action === 'suspend' ? 'danger' : 'jade')}
          >
            {t(`sportsbook.status.${action}Confirm`)}
          </button>
        </div>
      </div>
    </Modal>
  )
}

/** The suspend or reopen a scope offers: suspend while anything in it is open, reopen once it is all suspended. */
export function StatusButton({
  label,
  status,
  onClick,
}: {
  label: string
  status: MarketStatusChange
  onClick: () => void
}) {
  return (
    <button
      type="button"
      aria-label={label}
      onClick={onClick}
      className={buttonClass(status === 'suspended' ? 'danger' : 'outline', 'sm')}
    >
      {label}
    </button>
  )
}
