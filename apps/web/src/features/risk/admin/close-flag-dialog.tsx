import { type RiskFlag, riskNoteLimit } from '@khela/contracts/risk'
import { type FormEvent, useState } from 'react'
import { buttonClass } from '../../../components/ui/button-styles.ts'
import { FormField, inputClass } from '../../../components/ui/form-field.tsx'
import { Modal } from '../../../components/ui/modal.tsx'
import { errorMessage } from '../../../lib/error-message.ts'
import { useTranslation } from '../../../lib/i18n.ts'
import { notify } from '../../../lib/toast.ts'
import { useCloseRiskFlag } from './risk-queries.ts'

/** The API's floor for a note: it must say something. */
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
  const [note, setNote] = useState('')
  const [noteError, setNoteError] = useState<string>()

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (close.isPending) return
    const trimmed = note.trim()
    if (trimmed.length < NOTE_MIN_LENGTH) {
      setNoteError(t('risk.close.noteTooShort', { minLength: NOTE_MIN_LENGTH }))
      return
    }
    close.mutate(
      { id: flag.id, input: { note: trimmed } },
      {
        onSuccess: () => {
          notify('success', t('risk.close.done'))
          onDone()
        },
      },
    )
  }

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
            value={note}
            rows={4}
            maxLength={riskNoteLimit}
            aria-required
            onChange={(event) => {
              setNote(event.target.value)
              setNoteError(undefined)
            }}
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
