import { forfeitInput, type Grant } from '@khela/contracts/bonuses'
import { useRef } from 'react'
import { buttonClass } from '../../../components/ui/button-styles.ts'
import { FormField, inputClass } from '../../../components/ui/form-field.tsx'
import { Modal } from '../../../components/ui/modal.tsx'
import { errorMessage } from '../../../lib/error-message.ts'
import { currentLanguage, useTranslation } from '../../../lib/i18n.ts'
import { notify } from '../../../lib/toast.ts'
import { useZodForm } from '../../../lib/use-zod-form.ts'
import { useForfeitGrant } from './bonus-admin-queries.ts'

/** Ends a player's active grant with a reason for the audit; its money goes back to the operator. */
export function ForfeitGrantDialog({ grant, onClose }: { grant: Grant | null; onClose: () => void }) {
  const { t } = useTranslation('admin')
  const language = currentLanguage()
  return (
    <Modal
      isOpen={grant !== null}
      onClose={onClose}
      title={t('bonuses.forfeit.title', { name: grant?.terms.name[language] ?? '' })}
    >
      {grant && <ForfeitForm grant={grant} onDone={onClose} />}
    </Modal>
  )
}

function ForfeitForm({ grant, onDone }: { grant: Grant; onDone: () => void }) {
  const { t } = useTranslation('admin')
  const forfeit = useForfeitGrant()
  // One key per intended forfeit: a retry of the same one is answered, not repeated.
  const key = useRef<string | null>(null)
  const form = useZodForm(forfeitInput, { reason: '' })
  const { errors } = form.formState

  const submit = form.handleSubmit(({ reason }) => {
    if (forfeit.isPending) return
    key.current ??= crypto.randomUUID()
    forfeit.mutate(
      { grantId: grant.id, reason, idempotencyKey: key.current },
      {
        onSuccess: () => {
          notify('success', t('bonuses.forfeit.done', { name: grant.terms.name[currentLanguage()] }))
          onDone()
        },
      },
    )
  })

  return (
    <form noValidate onSubmit={submit} className="space-y-4 p-4">
      <FormField label={t('bonuses.reason')} error={errors.reason && t('bonuses.reasonTooShort')}>
        {(control) => (
          <textarea
            {...control}
            {...form.register('reason', {
              onChange: () => {
                key.current = null
                forfeit.reset()
              },
            })}
            rows={3}
            maxLength={500}
            aria-required
            className={`${inputClass} h-auto py-2`}
          />
        )}
      </FormField>
      {forfeit.isError && (
        <p role="alert" className="text-sm font-medium text-ember-500">
          {errorMessage(forfeit.error)}
        </p>
      )}
      <div className="flex justify-end gap-2">
        <button type="button" onClick={onDone} className={buttonClass('ghost')}>
          {t('bonuses.cancel')}
        </button>
        <button type="submit" disabled={forfeit.isPending} className={buttonClass('gold')}>
          {forfeit.isPending ? '...' : t('bonuses.forfeit.submit')}
        </button>
      </div>
    </form>
  )
}
