import { currencies } from '@khela/contracts/accounts'
import {
  type CommissionAdjustment,
  type CommissionAdjustmentInput,
  commissionAdjustmentInput,
  type PartnerKind,
} from '@khela/contracts/commissions'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { z } from 'zod'
import { api } from '../../lib/endpoint.ts'
import * as commissionsApi from '../../lib/endpoints/admin/commissions.ts'
import { useTranslation } from '../../lib/i18n.ts'
import { useIdempotentAttempt } from '../../lib/idempotent-attempt.ts'
import { notify } from '../../lib/toast.ts'
import { useSubmitFailure, useZodForm } from '../../lib/use-zod-form.ts'
import { buttonClass } from '../ui/button-styles.ts'
import { FormFailure } from '../ui/form-failure.tsx'
import { FormField, inputClass } from '../ui/form-field.tsx'
import { Modal } from '../ui/modal.tsx'
import { signedTakaText } from './taka-text.ts'

/** Whom a correction is for: an affiliate or an agent node, and the currency its statements are in. */
export type AdjustmentTarget = { partnerKind: PartnerKind; partnerId: string; name: string; currency: string }

const adjustmentForm = z.object({
  currency: commissionAdjustmentInput.shape.currency,
  amount: signedTakaText.pipe(commissionAdjustmentInput.shape.amount),
  reason: commissionAdjustmentInput.shape.reason,
})
const formFields = ['currency', 'amount', 'reason'] as const

type SendAdjustment = (body: CommissionAdjustmentInput) => Promise<CommissionAdjustment>

/**
 * A correction to a partner's commission (positive pays more, negative takes back), applied on its next statement:
 * a closed statement is never recomputed. Staff's reason is printed on the statement for the partner to read.
 * Sent under an Idempotency-Key kept until it succeeds (here, so it outlives the form: closing the dialog after a
 * lost answer and sending the same correction again reuses it), so a retry never adds a correction twice.
 */
export function CommissionAdjustmentDialog({
  target,
  onClose,
}: {
  target: AdjustmentTarget | null
  onClose: () => void
}) {
  const { t } = useTranslation('admin')
  const sendOnce = useIdempotentAttempt((body: CommissionAdjustmentInput, idempotencyKey: string) =>
    api(commissionsApi.createAdjustment, { body, idempotencyKey }),
  )
  return (
    <Modal isOpen={target !== null} onClose={onClose} title={t('commissionAdjustment.title')}>
      {target && <AdjustmentForm key={target.partnerId} target={target} send={sendOnce} onDone={onClose} />}
    </Modal>
  )
}

function AdjustmentForm({
  target,
  send,
  onDone,
}: {
  target: AdjustmentTarget
  send: SendAdjustment
  onDone: () => void
}) {
  const { t } = useTranslation('admin')
  const { t: common } = useTranslation()
  const queryClient = useQueryClient()
  const create = useMutation({
    mutationFn: (input: z.output<typeof adjustmentForm>) =>
      send({ ...input, partnerKind: target.partnerKind, partnerId: target.partnerId }),
    meta: { showsOwnError: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin', 'partners', 'commissions'] }),
  })
  const initialCurrency = currencies.find((currency) => currency === target.currency) ?? 'BDT'
  const form = useZodForm(adjustmentForm, { currency: initialCurrency, amount: '', reason: '' })
  const failure = useSubmitFailure(form.setError, formFields)
  const errorText = (field: (typeof formFields)[number]) => {
    const code = form.formState.errors[field]?.message
    return code ? common(`fieldErrors.${code}`) : undefined
  }
  const submit = form.handleSubmit((input) => {
    failure.clear()
    if (!create.isPending)
      create.mutate(input, {
        onSuccess: () => {
          notify('success', t('commissionAdjustment.done', { name: target.name }))
          onDone()
        },
        onError: failure.fail,
      })
  })
  return (
    <form noValidate onSubmit={submit} className="space-y-4 p-4">
      <p className="text-sm text-slate-300">{t('commissionAdjustment.summary', { name: target.name })}</p>
      <FormField label={t('commissionAdjustment.currency')} error={errorText('currency')}>
        {(control) => (
          <select {...control} {...form.register('currency')} className={inputClass}>
            {currencies.map((currency) => (
              <option key={currency} value={currency}>
                {currency}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField
        label={t('commissionAdjustment.amount')}
        error={errorText('amount')}
        hint={<p className="text-xs text-slate-400">{t('commissionAdjustment.amountHint')}</p>}
      >
        {(control) => (
          <input {...control} {...form.register('amount')} inputMode="decimal" className={inputClass} />
        )}
      </FormField>
      <FormField label={t('commissionAdjustment.reason')} error={errorText('reason')}>
        {(control) => (
          <textarea
            {...control}
            {...form.register('reason')}
            rows={3}
            maxLength={300}
            className={`${inputClass} h-auto py-2`}
          />
        )}
      </FormField>
      <FormFailure message={failure.failure} />
      <div className="flex justify-end gap-2">
        <button type="button" onClick={onDone} className={buttonClass('ghost')}>
          {t('commissionAdjustment.cancel')}
        </button>
        <button type="submit" disabled={create.isPending} className={buttonClass('gold')}>
          {t('commissionAdjustment.submit')}
        </button>
      </div>
    </form>
  )
}
