import { type AdminKycSubmission, kycDecisionInput } from '@khela/contracts/kyc'
import { kycTextLimits } from '@khela/contracts/kyc-rules'
import { buttonClass } from '../../../components/ui/button-styles.ts'
import { FormField, inputClass } from '../../../components/ui/form-field.tsx'
import { Modal } from '../../../components/ui/modal.tsx'
import { errorMessage } from '../../../lib/error-message.ts'
import { useTranslation } from '../../../lib/i18n.ts'
import { notify } from '../../../lib/toast.ts'
import { useZodForm } from '../../../lib/use-zod-form.ts'
import { useDecideKyc } from './kyc-admin-api.ts'

/** The API's floor for a reason. */
const REASON_MIN_LENGTH = 3

export type KycDecision = 'approve' | 'reject' | 'revoke'
export type KycDecisionTarget = { submission: AdminKycSubmission; decision: KycDecision }

/** Approve (a confirmation), reject or revoke (the reason the player will read), then the decision itself. */
export function KycDecisionDialog({
  target,
  onClose,
}: {
  target: KycDecisionTarget | null
  onClose: () => void
}) {
  const { t } = useTranslation('admin')
  return (
    <Modal
      isOpen={target !== null}
      onClose={onClose}
      title={target ? t(`kyc.decision.title.${target.decision}`) : ''}
    >
      {target && <KycDecisionForm key={target.submission.id} target={target} onDone={onClose} />}
    </Modal>
  )
}

function KycDecisionForm({ target, onDone }: { target: KycDecisionTarget; onDone: () => void }) {
  const { t } = useTranslation('admin')
  const decide = useDecideKyc()
  const { submission, decision } = target
  const needsReason = decision !== 'approve'
  const form = useZodForm(kycDecisionInput, { decision, reason: '' })
  const reasonError = form.formState.errors.reason
    ? t('kyc.decision.reasonTooShort', { minLength: REASON_MIN_LENGTH })
    : undefined

  const submit = form.handleSubmit((input) => {
    if (decide.isPending) return
    decide.mutate(
      { id: submission.id, input },
      {
        onSuccess: () => {
          notify('success', t(`kyc.decision.done.${decision}`, { name: submission.userName }))
          onDone()
        },
      },
    )
  })

  return (
    <form noValidate onSubmit={submit} className="space-y-4 p-4">
      <p className="text-sm text-slate-300">
        {t(`kyc.decision.summary.${decision}`, {
          name: submission.userName,
          document: t(`kyc.documentTypes.${submission.documentType}`),
          number: submission.documentNumber,
        })}
      </p>
      {needsReason && (
        <FormField label={t('kyc.decision.reason')} error={reasonError}>
          {(control) => (
            <textarea
              {...control}
              {...form.register('reason', { onChange: () => form.clearErrors('reason') })}
              rows={3}
              maxLength={kycTextLimits.reason}
              aria-required
              className={`${inputClass} h-auto py-2`}
            />
          )}
        </FormField>
      )}
      {decide.isError && (
        <p role="alert" className="text-sm font-medium text-ember-500">
          {errorMessage(decide.error)}
        </p>
      )}
      <div className="flex justify-end gap-2">
        <button type="button" onClick={onDone} className={buttonClass('outline')}>
          {t('kyc.decision.cancel')}
        </button>
        <button
          type="submit"
          disabled={decide.isPending}
          aria-busy={decide.isPending}
          className={buttonClass(decision === 'approve' ? 'gold' : 'danger')}
        >
          {t(`kyc.decision.submit.${decision}`)}
        </button>
      </div>
    </form>
  )
}
