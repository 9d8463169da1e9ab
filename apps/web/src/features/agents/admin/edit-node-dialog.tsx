import type { AgentTreeRow } from '@khela/contracts/agents'
import { basisPoints } from '@khela/contracts/commissions'
import { minorAmount } from '@khela/contracts/wallet'
import { useState } from 'react'
import { z } from 'zod'
import { percentInputValue } from '../../../components/admin/basis-points.ts'
import { percentText } from '../../../components/admin/percent-text.ts'
import { takaText } from '../../../components/admin/taka-text.ts'
import { buttonClass } from '../../../components/ui/button-styles.ts'
import { FormField, inputClass } from '../../../components/ui/form-field.tsx'
import { Modal } from '../../../components/ui/modal.tsx'
import { errorMessage } from '../../../lib/error-message.ts'
import { useTranslation } from '../../../lib/i18n.ts'
import { minorToDecimal } from '../../../lib/money.ts'
import { notify } from '../../../lib/toast.ts'
import { useZodForm } from '../../../lib/use-zod-form.ts'
import { useUpdateAgentNode } from './agent-tree-queries.ts'

const editForm = z.object({
  creditLimit: takaText.pipe(z.number().int().min(0, 'NUMBER_OUT_OF_RANGE')),
  dailyOperationLimit: takaText.pipe(minorAmount),
  commissionCasinoBp: percentText.pipe(basisPoints),
  commissionSportsbookBp: percentText.pipe(basisPoints),
})

/**
 * A node's credit limit, daily operation limit and commission rates (audited by the API). A credit limit below what
 * the float already owes is refused with the API's own message.
 */
export function EditNodeDialog({
  node,
  onDone,
}: {
  node: AgentTreeRow | null
  onDone: (updated: AgentTreeRow | null) => void
}) {
  const { t } = useTranslation('admin')
  return (
    <Modal isOpen={node !== null} onClose={() => onDone(null)} title={t('agents.edit.title')}>
      {node && <EditNodeForm key={node.id} node={node} onDone={onDone} />}
    </Modal>
  )
}

function EditNodeForm({
  node,
  onDone,
}: {
  node: AgentTreeRow
  onDone: (updated: AgentTreeRow | null) => void
}) {
  const { t } = useTranslation('admin')
  const update = useUpdateAgentNode()
  const form = useZodForm(editForm, {
    creditLimit: minorToDecimal(node.creditLimit, 2),
    dailyOperationLimit: minorToDecimal(node.dailyOperationLimit, 2),
    commissionCasinoBp: percentInputValue(node.commissionCasinoBp),
    commissionSportsbookBp: percentInputValue(node.commissionSportsbookBp),
  })
  const [failure, setFailure] = useState<string | null>(null)
  const errors = form.formState.errors
  const fieldError = (code: string | undefined) => (code ? t(`fieldErrors.${code}`) : undefined)
  const submit = form.handleSubmit((input) => {
    if (update.isPending) return
    setFailure(null)
    update.mutate(
      { id: node.id, input },
      {
        onSuccess: (updated) => {
          notify('success', t('agents.edit.done'))
          onDone({ ...node, ...updated })
        },
        onError: (error) => setFailure(errorMessage(error)),
      },
    )
  })
  const field = (name: keyof z.input<typeof editForm>, label: string, hint?: string) => (
    <FormField label={label} hint={hint} error={fieldError(errors[name]?.message)}>
      {(control) => (
        <input {...control} {...form.register(name)} inputMode="decimal" className={inputClass} />
      )}
    </FormField>
  )
  return (
    <form noValidate onSubmit={submit} className="space-y-4 p-4">
      <p className="text-sm text-slate-300">{t('agents.edit.summary', { name: node.name })}</p>
      {field('creditLimit', t('agents.create.creditLimit'))}
      {field('dailyOperationLimit', t('agents.create.dailyLimit'))}
      {field('commissionCasinoBp', t('agents.commissionCasino'), t('agents.commissionHint'))}
      {field('commissionSportsbookBp', t('agents.commissionSportsbook'))}
      {failure && (
        <p role="alert" className="text-sm font-medium text-ember-500">
          {failure}
        </p>
      )}
      <div className="flex justify-end gap-2">
        <button type="button" onClick={() => onDone(null)} className={buttonClass('ghost')}>
          {t('agents.cancel')}
        </button>
        <button type="submit" disabled={update.isPending} className={buttonClass('gold')}>
          {update.isPending ? '...' : t('agents.edit.submit')}
        </button>
      </div>
    </form>
  )
}
