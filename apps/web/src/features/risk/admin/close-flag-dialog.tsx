import { closeRiskFlagInput, type RiskFlag, riskNoteLimit } from '@khela/contracts/risk'
import { buttonClass } from '../../../components/ui/button-styles.ts'
import { FormField, inputClass } from '../../../components/ui/form-field.tsx'
import { Modal } from '../../../components/ui/modal.tsx'
import { errorMessage } from '../../../lib/error-message.ts'
import { useTranslation } from '../../../lib/i18n.ts'
import { notify } from '../../../lib/toast.ts'
import { useZodForm } from '../../../lib/use-zod-form.ts'
import { useCloseRiskFlag } from './risk-queries.ts'

/** The API's floor for a note (`closeRiskFlagInput`): it must say something. */
const NOTE_MIN_LENGTH = 3

/** Close a flag: what the reviewer found, required; the closing is audited. */
export function CloseFlagDialog({ flag, onDone }: { flag: RiskFlag | null; onDone: () => void }) {
  const { t } = useTranslation('admin')
  return (
    <Modal isOpen={flag !== null} onClose={onDone} title={t('risk.close.title')}>
      {flag && <CloseFlagForm key={flag.id} flag={flag} onDone={onDone} />}
    </Modal>
  )
}

function CloseFlagForm({ flag, onDone }: { flag: RiskFlag; onDone: () => void }) {
  const { t } = useTranslation('admin')
  const close = useCloseRiskFlag()
  const form = useZodForm(closeRiskFlagInput, { note: '' })
  const noteProblem = form.formState.errors.note?.message
  const noteError =
    noteProblem === undefined
      ? undefined
      : noteProblem === 'TEXT_TOO_LONG'
        ? t('fieldErrors.TEXT_TOO_LONG')
        : t('risk.close.noteTooShort', { minLength: NOTE_MIN_LENGTH })

  const submit = form.handleSubmit((input) => {
    if (close.isPending) return
    close.mutate(
      { id: flag.id, input },
      {
        onSuccess: () => {
          notify('success', t('risk.close.done'))
          onDone()
        },
      },
    )
  })

  return (
    <form noValidate onSubmit={submit} className="space-y-4 p-4">
      <p className="text-sm text-slate-300">
        {t('risk.close.summary', {
          kind: t(`risk.kinds.${flag.kind}`),
          name: flag.player.name ?? flag.player.id,
        })}
      </p>
      <FormField label={t('risk.close.note')} error={noteError}>
        {(control) => (
          <textarea
            {...control}
            {...form.register('note')}
            rows={4}
            maxLength={riskNoteLimit}
            aria-required
            className={`${inputClass} h-auto py-2`}
          />
        )}
      </FormField>
      {close.isError && (
        <p role="alert" className="text-sm font-medium text-ember-500">
          {errorMessage(close.error)}
        </p>
      )}
      <div className="flex justify-end gap-2">
        <button type="button" onClick={onDone} className={buttonClass('ghost')}>
          {t('risk.close.cancel')}
        </button>
        <button type="submit" disabled={close.isPending} className={buttonClass('gold')}>
          {close.isPending ? '...' : t('risk.close.submit')}
        </button>
      </div>
    </form>
  )
}
