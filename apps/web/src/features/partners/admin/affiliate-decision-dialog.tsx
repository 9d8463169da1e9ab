import type { AdminAffiliateRow, AffiliateDecision } from '@khela/contracts/partners'
import { useState } from 'react'
import { buttonClass } from '../../../components/ui/button-styles.ts'
import { FormField, inputClass } from '../../../components/ui/form-field.tsx'
import { Modal } from '../../../components/ui/modal.tsx'
import { errorMessage } from '../../../lib/error-message.ts'
import { useTranslation } from '../../../lib/i18n.ts'
import { notify } from '../../../lib/toast.ts'
import { useDecideAffiliate } from './partners-admin-api.ts'

export type AffiliateDecisionTarget = { affiliate: AdminAffiliateRow; decision: AffiliateDecision }

/** Approve (a confirmation), reject or suspend (the reason the affiliate reads), then the decision itself. */
export function AffiliateDecisionDialog({
  target,
  onClose,
}: {
  target: AffiliateDecisionTarget | null
  onClose: () => void
}) {
  const { t } = useTranslation('admin')
  return (
    <Modal
      isOpen={target !== null}
      onClose={onClose}
      title={target ? t(`partners.decision.title.${target.decision}`) : ''}
    >
      {target && (
        <DecisionForm key={`${target.affiliate.id}-${target.decision}`} target={target} onDone={onClose} />
      )}
    </Modal>
  )
}

function DecisionForm({ target, onDone }: { target: AffiliateDecisionTarget; onDone: () => void }) {
  const { t } = useTranslation('admin')
  const decide = useDecideAffiliate()
  const [reason, setReason] = useState('')
  const [problem, setProblem] = useState<string | null>(null)
  const needsReason = target.decision !== 'approve'
  const { affiliate, decision } = target
  return (
    <form
      noValidate
      className="space-y-4 p-4"
      onSubmit={(event) => {
        event.preventDefault()
        if (needsReason && reason.trim() === '') return setProblem(t('partners.decision.reasonRequired'))
        if (decide.isPending) return
        decide.mutate(
          { id: affiliate.id, decision, reason: reason.trim() },
          {
            onSuccess: () => {
              notify('success', t(`partners.decision.done.${decision}`, { name: affiliate.name }))
              onDone()
            },
            onError: (error) => setProblem(errorMessage(error)),
          },
        )
      }}
    >
      <p className="text-sm text-slate-300">
        {t(`partners.decision.summary.${decision}`, { name: affiliate.name, email: affiliate.email })}
      </p>
      {needsReason && (
        <FormField label={t('partners.decision.reason')} error={problem ?? undefined}>
          {(control) => (
            <textarea
              {...control}
              value={reason}
              onChange={(event) => {
                setReason(event.target.value)
                setProblem(null)
              }}
              rows={3}
              maxLength={500}
              aria-required
              className={`${inputClass} h-auto py-2`}
            />
          )}
        </FormField>
      )}
      {!needsReason && problem && (
        <p role="alert" className="text-sm text-ember-400">
          {problem}
        </p>
      )}
      <div className="flex justify-end gap-2">
        <button type="button" onClick={onDone} className={buttonClass('outline', 'md')}>
          {t('partners.decision.cancel')}
        </button>
        <button type="submit" disabled={decide.isPending} className={buttonClass('gold', 'md')}>
          {t(`partners.decision.confirm.${decision}`)}
        </button>
      </div>
    </form>
  )
}
