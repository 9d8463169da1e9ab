import type { WithdrawalRequest } from '@khela/contracts/cashier'
import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { buttonClass } from '../../components/ui/button-styles.ts'
import { errorMessage } from '../../lib/error-message.ts'
import { useTranslation } from '../../lib/i18n.ts'
import { useIdempotentAttempt } from '../../lib/idempotent-attempt.ts'
import { notify } from '../../lib/toast.ts'
import { walletBalanceQueryKey } from '../../lib/wallet-balance.ts'
import { cancelWithdrawal, cashierQueryKey } from './cashier-api.ts'

/** Cancel on a pending withdrawal (on /withdrawal and in Payment History): the held amount goes back to cash. */
export function CancelWithdrawalButton({ request }: { request: WithdrawalRequest }) {
  const { t } = useTranslation()
  const queryClient = useQueryClient()
  const [isCancelling, setIsCancelling] = useState(false)
  const send = useIdempotentAttempt((id: string, key: string) => cancelWithdrawal(id, key))

  const cancel = async () => {
    setIsCancelling(true)
    try {
      await send(request.id)
      notify('success', t('cashier.withdrawal.cancelled'))
    } catch (error) {
      notify('error', errorMessage(error))
    } finally {
      setIsCancelling(false)
      void queryClient.invalidateQueries({ queryKey: cashierQueryKey })
      void queryClient.invalidateQueries({ queryKey: walletBalanceQueryKey })
    }
  }

  return (
    <button
      type="button"
      disabled={isCancelling}
      aria-busy={isCancelling}
      aria-label={isCancelling ? t('cashier.withdrawal.cancelling') : undefined}
      onClick={() => void cancel()}
      className={buttonClass('danger', 'sm')}
    >
      {isCancelling ? '...' : t('cashier.withdrawal.cancel')}
    </button>
  )
}
