import { countries, currencies, welcomeOffers } from '@khela/contracts/accounts'
import {
  bonusAudiences,
  bonusKinds,
  bonusProducts,
  bonusTriggers,
  type Campaign,
  cashbackPayments,
  wageringBases,
} from '@khela/contracts/bonuses'
import { type ReactNode, useMemo } from 'react'
import type { Path } from 'react-hook-form'
import { CheckboxGroup } from '../../../components/admin/checkbox-group.tsx'
import { buttonClass } from '../../../components/ui/button-styles.ts'
import { FormFailure } from '../../../components/ui/form-failure.tsx'
import { FormField, inputClass } from '../../../components/ui/form-field.tsx'
import { currentLanguage, hasTranslation, useTranslation } from '../../../lib/i18n.ts'
import { notify } from '../../../lib/toast.ts'
import { useSubmitFailure, useZodForm } from '../../../lib/use-zod-form.ts'
import { useSaveCampaign } from './bonus-admin-queries.ts'
import { type CampaignFormValues, campaignForm, campaignFormValues } from './campaign-form-values.ts'

const formFields = [
  'name.en',
  'name.bn',
  'reward.matchPercent',
  'reward.maxBonus',
  'reward.amount',
  'reward.percent',
  'reward.maxAmount',
  'reward.minNetLoss',
  'reward.minOdds',
  'reward.game',
  'reward.count',
  'reward.stake',
  'wagering.base',
  'eligibility.promoCode',
  'eligibility.welcomeOffer',
  'eligibility.depositNumber',
  'eligibility.minDeposit',
  'eligibility.endsAt',
  'eligibility.countries',
  'eligibility.currencies',
  'expiryDays',
  'terms.en',
  'terms.bn',
  'pack.key',
  'pack.step',
] as const satisfies readonly Path<CampaignFormValues>[]

/** Creates a campaign (it runs at once) or edits one (`campaign`): the contract's own schema checks every field. */
export function CampaignForm({ campaign, onDone }: { campaign?: Campaign; onDone: () => void }) {
  const { t } = useTranslation('admin')
  const save = useSaveCampaign()
  const form = useZodForm(campaignForm(), campaignFormValues(campaign))
  const { failure, clear, fail } = useSubmitFailure(form.setError, formFields)
  const rewardKind = form.watch('reward.kind')
  const trigger = form.watch('eligibility.trigger')
  const language = currentLanguage()
  const countryNames = useMemo(() => new Intl.DisplayNames([language], { type: 'region' }), [language])

  const errorText = (error: { message?: string } | undefined) => {
    if (!error?.message) return undefined
    const key = `bonuses.form.errors.${error.message}`
    return t(hasTranslation('admin', key) ? key : 'bonuses.form.errors.invalid')
  }
  const errorOf = (name: Path<CampaignFormValues>) => form.getFieldState(name, form.formState).error
  const text = (name: Path<CampaignFormValues>, label: string, hint?: ReactNode) => (
    <FormField label={label} error={errorText(errorOf(name))} hint={hint}>
      {(control) => <input {...control} {...form.register(name)} autoComplete="off" className={inputClass} />}
    </FormField>
  )
  const choice = (
    name: Path<CampaignFormValues>,
    label: string,
    options: readonly string[],
    prefix: string,
  ) => (
    <FormField label={label}>
      {(control) => (
        <select {...control} {...form.register(name)} className={inputClass}>
          {options.map((option) => (
            <option key={option} value={option}>
              {prefix ? t(`${prefix}.${option}`) : option}
            </option>
          ))}
        </select>
      )}
    </FormField>
  )

  const submit = form.handleSubmit(async (input) => {
    try {
      const saved = await save.mutateAsync({ id: campaign?.id ?? null, input })
      notify('success', t('bonuses.form.saved', { name: saved.name[language] }))
      onDone()
    } catch (error) {
      fail(error)
    }
  })

  const group = 'space-y-3 rounded-lg border border-night-700 p-3'
  const legend = 'px-1 text-sm font-bold text-white'
  return (
    <form
      noValidate
      onSubmit={(event) => {
        clear()
        void submit(event)
      }}
      className="space-y-4 p-4"
    >
      <div className="grid gap-3 sm:grid-cols-2">
        {(['en', 'bn'] as const).map((nameLanguage) => (
          <FormField
            key={nameLanguage}
            label={t(`bonuses.form.names.${nameLanguage}`)}
            error={errorText(errorOf(`name.${nameLanguage}`))}
          >
            {(control) => (
              <input
                {...control}
                {...form.register(`name.${nameLanguage}`)}
                lang={nameLanguage}
                autoComplete="off"
                className={inputClass}
              />
            )}
          </FormField>
        ))}
      </div>
      <fieldset className={group}>
        <legend className={legend}>{t('bonuses.form.reward')}</legend>
        {choice('reward.kind', t('bonuses.form.kind'), bonusKinds, 'bonuses.form.kinds')}
        {rewardKind === 'deposit_match' && (
          <div className="grid gap-3 sm:grid-cols-2">
            {text('reward.matchPercent', t('bonuses.form.matchPercent'))}
            {text('reward.maxBonus', t('bonuses.form.maxBonus'))}
          </div>
        )}
        {rewardKind === 'fixed_amount' && text('reward.amount', t('bonuses.form.amount'))}
        {rewardKind === 'free_bet' && (
          <div className="grid gap-3 sm:grid-cols-2">
            {text('reward.amount', t('bonuses.form.freeBetAmount'))}
            {text('reward.minOdds', t('bonuses.form.freeBetMinOdds'))}
          </div>
        )}
        {rewardKind === 'cashback' && (
          <div className="grid gap-3 sm:grid-cols-2">
            {text('reward.percent', t('bonuses.form.cashbackPercent'))}
            {text('reward.maxAmount', t('bonuses.form.maxAmount'))}
            {text('reward.minNetLoss', t('bonuses.form.minNetLoss'))}
            {choice(
              'reward.paidAs',
              t('bonuses.form.paidAs'),
              cashbackPayments,
              'bonuses.form.paidAsOptions',
            )}
          </div>
        )}
        {rewardKind === 'free_spins' && (
          <div className="grid gap-3 sm:grid-cols-3">
            {text('reward.game', t('bonuses.form.game'), t('bonuses.form.gameHint'))}
            {text('reward.count', t('bonuses.form.spinCount'))}
            {text('reward.stake', t('bonuses.form.spinStake'))}
          </div>
        )}
      </fieldset>
      <fieldset className={group}>
        <legend className={legend}>{t('bonuses.form.eligibility')}</legend>
        <div className="grid gap-3 sm:grid-cols-2">
          {choice(
            'eligibility.audience',
            t('bonuses.form.audience'),
            bonusAudiences,
            'bonuses.form.audiences',
          )}
          {choice('eligibility.trigger', t('bonuses.form.trigger'), bonusTriggers, 'bonuses.form.triggers')}
          {trigger === 'promo_code' && text('eligibility.promoCode', t('bonuses.form.promoCode'))}
          {trigger === 'welcome_offer' &&
            choice('eligibility.welcomeOffer', t('bonuses.form.welcomeOffer'), ['', ...welcomeOffers], '')}
          {text(
            'eligibility.depositNumber',
            t('bonuses.form.depositNumber'),
            <p className="text-xs text-slate-500">{t('bonuses.form.emptyIsAny')}</p>,
          )}
          {text('eligibility.minDeposit', t('bonuses.form.minDeposit'))}
          {text('eligibility.totalUses', t('bonuses.form.totalUses'))}
          {text('eligibility.usesPerPlayer', t('bonuses.form.usesPerPlayer'))}
          <FormField label={t('bonuses.form.startsAt')} error={errorText(errorOf('eligibility.startsAt'))}>
            {(control) => (
              <input
                {...control}
                {...form.register('eligibility.startsAt')}
                type="datetime-local"
                className={`${inputClass} scheme-dark`}
              />
            )}
          </FormField>
          <FormField label={t('bonuses.form.endsAt')} error={errorText(errorOf('eligibility.endsAt'))}>
            {(control) => (
              <input
                {...control}
                {...form.register('eligibility.endsAt')}
                type="datetime-local"
                className={`${inputClass} scheme-dark`}
              />
            )}
          </FormField>
        </div>
        <CheckboxGroup
          legend={t('bonuses.form.countries')}
          options={countries.map((country) => ({
            value: country,
            label: countryNames.of(country) ?? country,
          }))}
          register={form.register('eligibility.countries')}
          error={errorText(errorOf('eligibility.countries'))}
          hint={<p className="text-xs text-slate-500">{t('bonuses.form.countriesHint')}</p>}
        />
        <CheckboxGroup
          legend={t('bonuses.form.currencies')}
          options={currencies.map((currency) => ({ value: currency, label: currency }))}
          register={form.register('eligibility.currencies')}
          error={errorText(errorOf('eligibility.currencies'))}
          hint={<p className="text-xs text-slate-500">{t('bonuses.form.currenciesHint')}</p>}
        />
        <fieldset>
          <legend className="mb-1.5 text-xs font-semibold text-slate-300">{t('bonuses.form.pack')}</legend>
          <div className="grid gap-3 sm:grid-cols-2">
            {text(
              'pack.key',
              t('bonuses.form.packKey'),
              <p className="text-xs text-slate-500">{t('bonuses.form.packKeyHint')}</p>,
            )}
            {text('pack.step', t('bonuses.form.packStep'))}
          </div>
        </fieldset>
      </fieldset>
      <fieldset className={group}>
        <legend className={legend}>{t('bonuses.form.wagering')}</legend>
        <div className="grid gap-3 sm:grid-cols-2">
          {text('wagering.multiple', t('bonuses.form.multiple'))}
          {rewardKind === 'free_spins' ? (
            <p className="self-end text-sm text-slate-300">{t('bonuses.form.freeSpinsBase')}</p>
          ) : (
            choice('wagering.base', t('bonuses.form.base'), wageringBases, 'bonuses.form.bases')
          )}
          {text('wagering.sportsbookMinOdds', t('bonuses.form.minOdds'))}
          {text('wagering.maxBet', t('bonuses.form.maxBet'))}
          {text('wagering.maxConversionMultiple', t('bonuses.form.maxConversion'))}
          {text('expiryDays', t('bonuses.form.expiryDays'))}
        </div>
        <fieldset>
          <legend className="mb-1.5 text-xs font-semibold text-slate-300">
            {t('bonuses.form.contributions')}
          </legend>
          <div className="grid grid-cols-2 gap-3 sm:grid-cols-5">
            {bonusProducts.map((product) => (
              <div key={product}>
                {text(`wagering.contributions.${product}`, t(`bonuses.form.products.${product}`))}
              </div>
            ))}
          </div>
        </fieldset>
      </fieldset>
      {(['en', 'bn'] as const).map((language) => (
        <FormField
          key={language}
          label={t(`bonuses.form.terms.${language}`)}
          error={errorText(errorOf(`terms.${language}`))}
        >
          {(control) => (
            <textarea
              {...control}
              {...form.register(`terms.${language}`)}
              lang={language}
              rows={3}
              className={`${inputClass} h-auto py-2`}
            />
          )}
        </FormField>
      ))}
      <FormFailure message={failure} />
      <div className="flex justify-end gap-2">
        <button type="button" onClick={onDone} className={buttonClass('ghost')}>
          {t('bonuses.cancel')}
        </button>
        <button type="submit" disabled={save.isPending} className={buttonClass('gold')}>
          {save.isPending ? '...' : t('bonuses.form.save')}
        </button>
      </div>
    </form>
  )
}
