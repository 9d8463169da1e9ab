import { type AdminWithdrawalRow, cashierTextLimits, withdrawalDecisionInput } from '@khela/contracts/cashier'
import { useId, useState } from 'react'
import { FormField, inputClass } from '../../../components/ui/form-field.tsx'
import { Modal } from '../../../components/ui/modal.tsx'
import { formatDateTime } from '../../../lib/format.ts'
import { currentLanguage, useTranslation } from '../../../lib/i18n.ts'
import { formatMoney } from '../../../lib/money.ts'
import { notify } from '../../../lib/toast.ts'
import { useZodForm } from '../../../lib/use-zod-form.ts'
import { approvalPaysOut } from './cashier-status.ts'
import { useDecideWithdrawal } from './decide-request.ts'
import { cashierErrorMessage } from './decision-error-message.ts'
import { REASON_MIN_LENGTH } from './deposit-decision-dialog.tsx'
import { FormActions } from './form-actions.tsx'
import { useIdempotencyKey } from './use-idempotency-key.ts'

type WithdrawalDecision = 'approve' | 'reject'

/** An approval that pays out needs finance's reference; the contract leaves that to the request's state. */
const payingOutDecision = withdrawalDecisionInput.refine(
  (input) => input.decision !== 'approve' || input.payoutReference.length > 0,
  { message: 'REQUIRED', path: ['payoutReference'] },
)

/** A pending withdrawal's decision: approve with finance's payout reference, or reject with a reason. */
export function WithdrawalDecisionDialog({
  withdrawal,
  onClose,
}: {
  withdrawal: AdminWithdrawalRow | null
  onClose: () => void
}) {
  const { t } = useTranslation('admin')
  // The decision lives here so the title follows it: 'Approve reason' or 'Reject reason'; each request starts at Approve.
  const [decision, setDecision] = useState<WithdrawalDecision>('approve')
  const [shownId, setShownId] = useState(withdrawal?.id)
  if (withdrawal?.id !== shownId) {
    setShownId(withdrawal?.id)
    setDecision('approve')
  }
  return (
    <Modal
      isOpen={withdrawal !== null}
      onClose={onClose}
      title={t(`cashier.withdrawals.decision.title.${decision}`)}
    >
      {withdrawal && (
        <WithdrawalDecisionForm
          key={withdrawal.id}
          withdrawal={withdrawal}
          decision={decision}
          onDecision={setDecision}
          onDone={onClose}
        />
      )}
    </Modal>
  )
}

function WithdrawalDecisionForm({
  withdrawal,
  decision,
  onDecision,
  onDone,
}: {
  withdrawal: AdminWithdrawalRow
  decision: WithdrawalDecision
  onDecision: (decision: WithdrawalDecision) => void
  onDone: () => void
}) {
  const { t } = useTranslation('admin')
  const language = currentLanguage()
  const id = useId()
  const decide = useDecideWithdrawal()
  const idempotencyKey = useIdempotencyKey()
  const paysOut = approvalPaysOut(withdrawal)
  const form = useZodForm(paysOut ? payingOutDecision : withdrawalDecisionInput, {
    decision,
    reason: '',
    payoutReference: '',
  })
  const { errors } = form.formState
  const fieldError = errors.reason
    ? t('cashier.reasonTooShort', { minLength: REASON_MIN_LENGTH })
    : errors.payoutReference
      ? t('cashier.withdrawals.decision.referenceRequired')
      : undefined

  const change = () => {
    form.clearErrors()
    idempotencyKey.forget()
    decide.reset()
  }

  const submit = form.handleSubmit((checked) => {
    if (decide.isPending) return
    decide.mutate(
      {
        id: withdrawal.id,
        input: {
          decision: checked.decision,
          reason: checked.decision === 'reject' ? checked.reason : '',
          payoutReference: checked.decision === 'approve' ? checked.payoutReference : '',
        },
        idempotencyKey: idempotencyKey.current(),
      },
      {
        onSuccess: (decided) => {
          const done =
            decided.status === 'pending'
              ? 'firstApproval'
              : decided.status === 'approved'
                ? 'approve'
                : 'reject'
          notify('success', t(`cashier.withdrawals.decision.done.${done}`, { name: withdrawal.player.name }))
          onDone()
        },
      },
    )
  })

  return (
    <form noValidate onSubmit={submit} className="space-y-4 p-4">
      <p className="text-sm text-slate-300">
        {t('cashier.withdrawals.decision.summary', {
          name: withdrawal.player.name,
          amount: formatMoney(withdrawal.amount, withdrawal.currency, language),
          method: withdrawal.methodName,
          account: withdrawal.receiverAccount,
        })}
      </p>
      {withdrawal.needsTwoApprovals && (
        <p className="rounded-lg border border-gold-500/40 bg-gold-500/10 px-3 py-2 text-sm text-gold-300">
          {withdrawal.firstApproval
            ? t('cashier.withdrawals.decision.firstApprovedBy', {
                name: withdrawal.firstApproval.staffName,
                at: formatDateTime(withdrawal.firstApproval.at, language),
              })
            : t('cashier.withdrawals.decision.needsTwo')}
        </p>
      )}
      <fieldset>
        <legend className="mb-1.5 text-xs font-semibold text-slate-300">
          {t('cashier.withdrawals.decision.choose')}
        </legend>
        <div className="flex gap-2">
          {(['approve', 'reject'] as const).map((option) => (
            <label
              key={option}
              htmlFor={`${id}-${option}`}
              className={`flex flex-1 cursor-pointer items-center gap-2 rounded-lg border px-3 py-2 text-sm font-semibold ${
                decision === option
                  ? option === 'approve'
                    ? 'border-jade-500 bg-jade-500/10 text-jade-400'
                    : 'border-ember-500 bg-ember-500/10 text-ember-400'
                  : 'border-night-600 text-slate-300'
              }`}
            >
              <input
                id={`${id}-${option}`}
                type="radio"
                {...form.register('decision', {
                  // One registration serves both radios (the last one's options win), so the choice is read
                  // from the event, never from `option`.
                  onChange: (event: { target: { value: string } }) => {
                    onDecision(event.target.value === 'reject' ? 'reject' : 'approve')
                    change()
                  },
                })}
                value={option}
                className="accent-gold-500"
              />
              {t(`cashier.withdrawals.decision.${option}`)}
            </label>
          ))}
        </div>
      </fieldset>
      {decision === 'approve' ? (
        <FormField
          label={t(
            paysOut
              ? 'cashier.withdrawals.decision.payoutReference'
              : 'cashier.withdrawals.decision.payoutReferenceOptional',
          )}
          error={fieldError}
          hint={
            <p className="text-xs text-slate-500">
              {t(
                paysOut
                  ? 'cashier.withdrawals.decision.paysOutHint'
                  : 'cashier.withdrawals.decision.firstApprovalHint',
              )}
            </p>
          }
        >
          {(control) => (
            <input
              {...control}
              {...form.register('payoutReference', { onChange: change })}
              maxLength={cashierTextLimits.payoutReference}
              aria-required={paysOut}
              spellCheck={false}
              className={`${inputClass} font-mono`}
            />
          )}
        </FormField>
      ) : (
        <FormField label={t('cashier.reason')} error={fieldError}>
          {(control) => (
            <textarea
              {...control}
              {...form.register('reason', { onChange: change })}
              rows={3}
              maxLength={cashierTextLimits.reason}
              aria-required
              className={`${inputClass} h-auto py-2`}
            />
          )}
        </FormField>
      )}
      {decide.isError && (
        <p role="alert" className="text-sm font-medium text-ember-500">
          {cashierErrorMessage(decide.error)}
        </p>
      )}
      <FormActions onCancel={onDone} isPending={decide.isPending} submitLabel={t('cashier.submit')} />
    </form>
  )
}
