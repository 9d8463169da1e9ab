import type { AgentTreeRow } from '@khela/contracts/agents'
import { minorAmount } from '@khela/contracts/wallet'
import { useState } from 'react'
import { z } from 'zod'
import { takaText } from '../../../components/admin/taka-text.ts'
import { buttonClass } from '../../../components/ui/button-styles.ts'
import { FormField, inputClass } from '../../../components/ui/form-field.tsx'
import { Modal } from '../../../components/ui/modal.tsx'
import { errorMessage } from '../../../lib/error-message.ts'
import { useTranslation } from '../../../lib/i18n.ts'
import { notify } from '../../../lib/toast.ts'
import { useZodForm } from '../../../lib/use-zod-form.ts'

const moveForm = z.object({ amount: takaText.pipe(minorAmount) })

type MoveFloat = (input: { nodeId: string; direction: 'down' | 'up'; amount: number }) => Promise<unknown>

/**
 * Float between a node and its parent (the operator for a super agent): Give sends it down to the node, Take back
 * brings it up. The API refuses a move past either float's credit limit with its own message.
 */
export function MoveFloatDialog({
  node,
  move,
  isPending,
  onDone,
}: {
  node: AgentTreeRow | null
  move: MoveFloat
  isPending: boolean
  onDone: () => void
}) {
  const { t } = useTranslation('admin')
  return (
    <Modal isOpen={node !== null} onClose={onDone} title={t('agents.move.title')}>
      {node && <MoveFloatForm key={node.id} node={node} move={move} isPending={isPending} onDone={onDone} />}
    </Modal>
  )
}

function MoveFloatForm({
  node,
  move,
  isPending,
  onDone,
}: {
  node: AgentTreeRow
  move: MoveFloat
  isPending: boolean
  onDone: () => void
}) {
  const { t } = useTranslation('admin')
  const form = useZodForm(moveForm, { amount: '' })
  const [direction, setDirection] = useState<'down' | 'up'>('down')
  const [failure, setFailure] = useState<string | null>(null)
  const amountError = form.formState.errors.amount?.message
  const submit = form.handleSubmit(async ({ amount }) => {
    if (isPending) return
    setFailure(null)
    try {
      await move({ nodeId: node.id, direction, amount })
      notify('success', t('agents.move.done'))
      onDone()
    } catch (error) {
      setFailure(errorMessage(error))
    }
  })
  return (
    <form noValidate onSubmit={submit} className="space-y-4 p-4">
      <p className="text-sm text-slate-300">{t('agents.move.summary', { name: node.name })}</p>
      <fieldset className="flex gap-4 text-sm text-slate-200">
        <legend className="sr-only">{t('agents.move.direction')}</legend>
        {(['down', 'up'] as const).map((value) => (
          <label key={value} className="flex items-center gap-2">
            <input
              type="radio"
              name="direction"
              value={value}
              checked={direction === value}
              onChange={() => setDirection(value)}
            />
            {t(`agents.move.${value}`)}
          </label>
        ))}
      </fieldset>
      <FormField label={t('agents.move.amount')} error={amountError && t(`fieldErrors.${amountError}`)}>
        {(control) => (
          <input {...control} {...form.register('amount')} inputMode="decimal" className={inputClass} />
        )}
      </FormField>
      {failure && (
        <p role="alert" className="text-sm font-medium text-ember-500">
          {failure}
        </p>
      )}
      <div className="flex justify-end gap-2">
        <button type="button" onClick={onDone} className={buttonClass('ghost')}>
          {t('agents.cancel')}
        </button>
        <button type="submit" disabled={isPending} className={buttonClass('gold')}>
          {isPending ? '...' : t('agents.move.submit')}
        </button>
      </div>
    </form>
  )
}
