import type { AdminKycSubmission } from '@khela/contracts/kyc'
import { kycTextLimits } from '@khela/contracts/kyc-rules'
import { type FormEvent, useState } from 'react'
import { buttonClass } from '../../../components/ui/button-styles.ts'
import { FormField, inputClass } from '../../../components/ui/form-field.tsx'
import { Modal } from '../../../components/ui/modal.tsx'
import { errorMessage } from '../../../lib/error-message.ts'
import { useTranslation } from '../../../lib/i18n.ts'
import { notify } from '../../../lib/toast.ts'
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
  const [reason, setReason] = useState('')
  const [reasonError, setReasonError] = useState<string>()
  const { submission, decision } = target
  const needsReason = decision !== 'approve'

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (decide.isPending) return
    const trimmed = reason.trim()
    if (needsReason && trimmed.length < REASON_MIN_LENGTH) {
      setReasonError(t('kyc.decision.reasonTooShort', { minLength: REASON_MIN_LENGTH }))
      return
    }
    decide.mutate(
      { id: submission.id, input: { decision, reason: trimmed } },
      {
        onSuccess: () => {
          notify('success', t(`kyc.decision.done.${decision}`, { name: submission.userName }))
          onDone()
        },
      },
    )
  }

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
              value={reason}
              rows={3}
              maxLength={kycTextLimits.reason}
              aria-required
              onChange={(event) => {
                setReason(event.target.value)
                setReasonError(undefined)
              }}
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
