import { type AdminDepositRow, cashierTextLimits, depositDecisionInput } from '@khela/contracts/cashier'
import { FormField, inputClass } from '../../../components/ui/form-field.tsx'
import { Modal } from '../../../components/ui/modal.tsx'
import { currentLanguage, useTranslation } from '../../../lib/i18n.ts'
import { formatMoney } from '../../../lib/money.ts'
import { notify } from '../../../lib/toast.ts'
import { useZodForm } from '../../../lib/use-zod-form.ts'
import { useDecideDeposit } from './decide-request.ts'
import { cashierErrorMessage } from './decision-error-message.ts'
import { FormActions } from './form-actions.tsx'
import { useIdempotencyKey } from './use-idempotency-key.ts'

/** A rejection's reason must say something: the API's own floor. */
export const REASON_MIN_LENGTH = 3

export type DepositDecision = 'complete' | 'reject'

export interface DepositDecisionTarget {
  deposit: AdminDepositRow
  decision: DepositDecision
}

/** 'Complete reason' or 'Reject reason': the staff member's note, then the decision itself. */
export function DepositDecisionDialog({
  target,
  onClose,
}: {
  target: DepositDecisionTarget | null
  onClose: () => void
}) {
  const { t } = useTranslation('admin')
  const title = target ? t(`cashier.deposits.decision.title.${target.decision}`) : ''
  return (
    <Modal isOpen={target !== null} onClose={onClose} title={title}>
      {target && <DepositDecisionForm key={target.deposit.id} target={target} onDone={onClose} />}
    </Modal>
  )
}

function DepositDecisionForm({ target, onDone }: { target: DepositDecisionTarget; onDone: () => void }) {
  const { t } = useTranslation('admin')
  const language = currentLanguage()
  const decide = useDecideDeposit()
  const idempotencyKey = useIdempotencyKey()
  const { deposit, decision } = target
  const form = useZodForm(depositDecisionInput, { decision, reason: '' })
  const reasonError = form.formState.errors.reason
    ? t('cashier.reasonTooShort', { minLength: REASON_MIN_LENGTH })
    : undefined

  const submit = form.handleSubmit((input) => {
    if (decide.isPending) return
    decide.mutate(
      { id: deposit.id, input, idempotencyKey: idempotencyKey.current() },
      {
        onSuccess: () => {
          notify('success', t(`cashier.deposits.decision.done.${decision}`, { name: deposit.player.name }))
          onDone()
        },
      },
    )
  })

  return (
    <form noValidate onSubmit={submit} className="space-y-4 p-4">
      <p className="text-sm text-slate-300">
        {t('cashier.deposits.decision.summary', {
          name: deposit.player.name,
          amount: formatMoney(deposit.amount, deposit.currency, language),
          method: deposit.methodName,
        })}
      </p>
      <FormField
        label={t(decision === 'reject' ? 'cashier.reason' : 'cashier.reasonOptional')}
        error={reasonError}
      >
        {(control) => (
          <textarea
            {...control}
            {...form.register('reason', {
              onChange: () => {
                form.clearErrors('reason')
                idempotencyKey.forget()
              },
            })}
            rows={3}
            maxLength={cashierTextLimits.reason}
            aria-required={decision === 'reject'}
            className={`${inputClass} h-auto py-2`}
          />
        )}
      </FormField>
      {decide.isError && (
        <p role="alert" className="text-sm font-medium text-ember-500">
          {cashierErrorMessage(decide.error)}
        </p>
      )}
      <FormActions onCancel={onDone} isPending={decide.isPending} submitLabel={t('cashier.submit')} />
    </form>
  )
}
