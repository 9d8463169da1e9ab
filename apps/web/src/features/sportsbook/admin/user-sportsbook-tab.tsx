import { stakeFactorChange } from '@khela/contracts/admin-sportsbook-risk'
import { hasPermission } from '@khela/contracts/permissions'
import type { SessionUser } from '@khela/contracts/session'
import { Link } from 'react-router'
import { z } from 'zod'
import { buttonClass } from '../../../components/ui/button-styles.ts'
import { FormFailure } from '../../../components/ui/form-failure.tsx'
import { FormField, inputClass } from '../../../components/ui/form-field.tsx'
import { errorMessage } from '../../../lib/error-message.ts'
import { useTranslation } from '../../../lib/i18n.ts'
import { notify } from '../../../lib/toast.ts'
import { useFieldErrorText } from '../../../lib/use-field-error-text.ts'
import { useSubmitFailure, useZodForm } from '../../../lib/use-zod-form.ts'
import { useSetStakeFactor, useStakeFactor } from './risk-queries.ts'
import { factorOf, parseStakeFactor } from './stake-factor.ts'

/** The typed factor in basis points; text that is no factor is refused as `INVALID_FORMAT`. */
const factorText = z.string().transform((text, context) => {
  const basisPoints = parseStakeFactor(text)
  if (basisPoints === null) {
    context.addIssue({ code: 'custom', message: 'INVALID_FORMAT' })
    return z.NEVER
  }
  return basisPoints
})
const factorForm = z.object({ factorBasisPoints: factorText }).pipe(stakeFactorChange)

/** The user profile's Sportsbook tab: the player's stake factor, set by traders, and a link to their bets. */
export function UserSportsbookTab({ userId, viewer }: { userId: string; viewer: SessionUser }) {
  const { t } = useTranslation('admin')
  if (!hasPermission(viewer.role, 'sportsbook.read'))
    return <p className="py-8 text-center text-sm text-slate-400">{t('sportsbook.notAllowed.body')}</p>
  return <StakeFactorPanel userId={userId} canTrade={hasPermission(viewer.role, 'sportsbook.trade')} />
}

/** A player's stake factor, with the form that changes it for a trader. */
export function StakeFactorPanel({ userId, canTrade }: { userId: string; canTrade: boolean }) {
  const { t } = useTranslation('admin')
  const factor = useStakeFactor(userId)
  if (factor.isPending)
    return (
      <p role="status" className="py-8 text-center text-sm text-slate-400">
        {t('loading')}
      </p>
    )
  if (factor.isError)
    return (
      <p role="alert" className="py-8 text-center text-sm text-ember-500">
        {errorMessage(factor.error)}
      </p>
    )
  const current = factor.data.factorBasisPoints
  return (
    <div className="space-y-4">
      <p role="status" className="rounded-lg border border-night-700 bg-night-850 p-3 text-sm text-slate-200">
        {t('sportsbook.stakeFactor.current', { factor: factorOf(current) })}
      </p>
      {canTrade && <FactorForm key={current} userId={userId} current={current} />}
      <p className="text-sm">
        <Link
          to={`/dashboard/sportsbook/bets?status=all&player=${encodeURIComponent(userId)}`}
          className="text-gold-300 underline-offset-2 hover:underline"
        >
          {t('sportsbook.stakeFactor.bets')}
        </Link>
      </p>
    </div>
  )
}

function FactorForm({ userId, current }: { userId: string; current: number }) {
  const { t } = useTranslation('admin')
  const fieldErrorText = useFieldErrorText()
  const form = useZodForm(factorForm, { factorBasisPoints: factorOf(current) })
  const setFactor = useSetStakeFactor(userId)
  const { failure, clear, fail } = useSubmitFailure(form.setError, ['factorBasisPoints'])
  const submit = form.handleSubmit((change) => {
    clear()
    setFactor.mutate(change, {
      onSuccess: (saved) =>
        notify('success', t('sportsbook.stakeFactor.saved', { factor: factorOf(saved.factorBasisPoints) })),
      onError: fail,
    })
  })
  return (
    <form noValidate onSubmit={submit} className="max-w-sm space-y-3">
      <FormField
        label={t('sportsbook.stakeFactor.field')}
        error={fieldErrorText(form.formState.errors.factorBasisPoints?.message)}
        hint={<p className="text-xs text-slate-400">{t('sportsbook.stakeFactor.hint')}</p>}
      >
        {(control) => (
          <input
            {...control}
            {...form.register('factorBasisPoints')}
            inputMode="decimal"
            aria-required
            className={inputClass}
          />
        )}
      </FormField>
      <FormFailure message={failure} />
      <button type="submit" disabled={setFactor.isPending} className={buttonClass('gold')}>
        {t('sportsbook.stakeFactor.save')}
      </button>
    </form>
  )
}
