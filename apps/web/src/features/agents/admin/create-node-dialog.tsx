import type { AgentTreeRow } from '@khela/contracts/agents'
import { childLevelOf } from '@khela/contracts/agents'
import { basisPoints } from '@khela/contracts/commissions'
import { minorAmount } from '@khela/contracts/wallet'
import { useState } from 'react'
import { z } from 'zod'
import { percentText } from '../../../components/admin/percent-text.ts'
import { takaText } from '../../../components/admin/taka-text.ts'
import { buttonClass } from '../../../components/ui/button-styles.ts'
import { FormField, inputClass } from '../../../components/ui/form-field.tsx'
import { Modal } from '../../../components/ui/modal.tsx'
import { errorMessage } from '../../../lib/error-message.ts'
import { useTranslation } from '../../../lib/i18n.ts'
import { notify } from '../../../lib/toast.ts'
import { useZodForm } from '../../../lib/use-zod-form.ts'
import { useCreateAgentNode } from './agent-tree-queries.ts'

const nodeForm = z.object({
  name: z.string().trim().min(2, 'REQUIRED').max(100, 'TEXT_TOO_LONG'),
  userId: z.string().trim(),
  creditLimit: takaText.pipe(z.number().int().min(0, 'NUMBER_OUT_OF_RANGE')),
  dailyOperationLimit: takaText.pipe(minorAmount),
  commissionCasinoBp: percentText.pipe(basisPoints),
  commissionSportsbookBp: percentText.pipe(basisPoints),
})

/**
 * A new node under `parent` (a super agent when null): its level follows from the parent's. Agents need the id of
 * an account with the Agent role (Users → add a staff or partner account); a shop needs none.
 */
export function CreateNodeDialog({
  parent,
  isOpen,
  onDone,
}: {
  parent: AgentTreeRow | null
  isOpen: boolean
  onDone: () => void
}) {
  const { t } = useTranslation('admin')
  return (
    <Modal isOpen={isOpen} onClose={onDone} title={t('agents.create.title')}>
      {isOpen && <CreateNodeForm key={parent?.id ?? 'top'} parent={parent} onDone={onDone} />}
    </Modal>
  )
}

function CreateNodeForm({ parent, onDone }: { parent: AgentTreeRow | null; onDone: () => void }) {
  const { t } = useTranslation('admin')
  const create = useCreateAgentNode()
  const level = parent ? childLevelOf(parent.level) : 'super_agent'
  const form = useZodForm(nodeForm, {
    name: '',
    userId: '',
    creditLimit: '0',
    dailyOperationLimit: '100000',
    commissionCasinoBp: '0',
    commissionSportsbookBp: '0',
  })
  const [failure, setFailure] = useState<string | null>(null)
  const errors = form.formState.errors
  const fieldError = (code: string | undefined) => (code ? t(`fieldErrors.${code}`) : undefined)
  const submit = form.handleSubmit((input) => {
    if (create.isPending) return
    setFailure(null)
    create.mutate(
      { ...input, parentId: parent?.id ?? null, userId: level === 'shop' ? null : input.userId },
      {
        onSuccess: () => {
          notify('success', t('agents.create.done'))
          onDone()
        },
        onError: (error) => setFailure(errorMessage(error)),
      },
    )
  })
  if (!level) return <p className="p-4 text-sm text-slate-300">{t('agents.create.noChildren')}</p>
  return (
    <form noValidate onSubmit={submit} className="space-y-4 p-4">
      <p className="text-sm text-slate-300">
        {t('agents.create.summary', {
          level: t(`agents.levels.${level}`),
          parent: parent?.name ?? t('agents.operator'),
        })}
      </p>
      <FormField label={t('agents.create.name')} error={fieldError(errors.name?.message)}>
        {(control) => <input {...control} {...form.register('name')} className={inputClass} />}
      </FormField>
      {level !== 'shop' && (
        <FormField label={t('agents.create.userId')} hint={t('agents.create.userIdHint')}>
          {(control) => <input {...control} {...form.register('userId')} className={inputClass} />}
        </FormField>
      )}
      <FormField label={t('agents.create.creditLimit')} error={fieldError(errors.creditLimit?.message)}>
        {(control) => (
          <input {...control} {...form.register('creditLimit')} inputMode="decimal" className={inputClass} />
        )}
      </FormField>
      <FormField
        label={t('agents.create.dailyLimit')}
        error={fieldError(errors.dailyOperationLimit?.message)}
      >
        {(control) => (
          <input
            {...control}
            {...form.register('dailyOperationLimit')}
            inputMode="decimal"
            className={inputClass}
          />
        )}
      </FormField>
      <FormField
        label={t('agents.commissionCasino')}
        hint={t('agents.commissionHint')}
        error={fieldError(errors.commissionCasinoBp?.message)}
      >
        {(control) => (
          <input
            {...control}
            {...form.register('commissionCasinoBp')}
            inputMode="decimal"
            className={inputClass}
          />
        )}
      </FormField>
      <FormField
        label={t('agents.commissionSportsbook')}
        error={fieldError(errors.commissionSportsbookBp?.message)}
      >
        {(control) => (
          <input
            {...control}
            {...form.register('commissionSportsbookBp')}
            inputMode="decimal"
            className={inputClass}
          />
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
        <button type="submit" disabled={create.isPending} className={buttonClass('gold')}>
          {create.isPending ? '...' : t('agents.create.submit')}
        </button>
      </div>
    </form>
  )
}
