import type { AdminMarket } from '@khela/contracts/admin-sportsbook'
import { liabilityLimitChange } from '@khela/contracts/admin-sportsbook-risk'
import { z } from 'zod'
import { takaText } from '../../../components/admin/taka-text.ts'
import { buttonClass } from '../../../components/ui/button-styles.ts'
import { FormFailure } from '../../../components/ui/form-failure.tsx'
import { FormField, inputClass } from '../../../components/ui/form-field.tsx'
import { Modal } from '../../../components/ui/modal.tsx'
import { currentLanguage, useTranslation } from '../../../lib/i18n.ts'
import { formatMoney } from '../../../lib/money.ts'
import { takaInputValue } from '../../../lib/taka.ts'
import { notify } from '../../../lib/toast.ts'
import { useFieldErrorText } from '../../../lib/use-field-error-text.ts'
import { useSubmitFailure, useZodForm } from '../../../lib/use-zod-form.ts'
import { useSetLiabilityLimit } from './risk-queries.ts'
import { nameOf } from './sportsbook-format.ts'

/** Typed taka become poisha, then the contract has its say. */
const limitForm = z.object({ liabilityLimit: takaText }).pipe(liabilityLimitChange)

/** A market's liability limit, typed in taka, beside the worst case it has reached. */
export function LiabilityLimitDialog({
  market,
  onClose,
}: {
  market: AdminMarket | null
  onClose: () => void
}) {
  const { t } = useTranslation('admin')
  return (
    <Modal
      isOpen={market !== null}
      onClose={onClose}
      title={market ? t('sportsbook.liability.editTitle', { name: nameOf(market.name) }) : ''}
    >
      {market && (
        <LimitForm key={`${market.id}:${market.liabilityLimit}`} market={market} onClose={onClose} />
      )}
    </Modal>
  )
}

function LimitForm({ market, onClose }: { market: AdminMarket; onClose: () => void }) {
  const { t } = useTranslation('admin')
  const fieldErrorText = useFieldErrorText()
  const form = useZodForm(limitForm, { liabilityLimit: takaInputValue(market.liabilityLimit) })
  const setLimit = useSetLiabilityLimit()
  const { failure, clear, fail } = useSubmitFailure(form.setError, ['liabilityLimit'])
  const submit = form.handleSubmit((change) => {
    clear()
    setLimit.mutate(
      { marketId: market.id, change },
      {
        onSuccess: () => {
          notify('success', t('sportsbook.liability.saved'))
          onClose()
        },
        onError: fail,
      },
    )
  })
  return (
    <form noValidate onSubmit={submit} className="space-y-4 p-4">
      <p className="text-sm text-slate-300">
        {t('sportsbook.liability.worstCase')}:{' '}
        <span className="font-semibold text-white">
          {formatMoney(market.worstCase, 'BDT', currentLanguage())}
        </span>
      </p>
      <FormField
        label={t('sportsbook.liability.limitField')}
        error={fieldErrorText(form.formState.errors.liabilityLimit?.message)}
        hint={<p className="text-xs text-slate-400">{t('sportsbook.liability.limitHint')}</p>}
      >
        {(control) => (
          <input
            {...control}
            {...form.register('liabilityLimit')}
            inputMode="decimal"
            aria-required
            className={inputClass}
          />
        )}
      </FormField>
      <FormFailure message={failure} />
      <div className="flex justify-end gap-2">
        <button type="button" onClick={onClose} className={buttonClass('ghost')}>
          {t('sportsbook.cancel')}
        </button>
        <button type="submit" disabled={setLimit.isPending} className={buttonClass('gold')}>
          {t('sportsbook.liability.save')}
        </button>
      </div>
    </form>
  )
}
