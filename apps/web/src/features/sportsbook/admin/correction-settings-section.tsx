import { type SportsbookSettings, sportsbookSettings } from '@khela/contracts/sportsbook-resettlement'
import { z } from 'zod'
import { takaText } from '../../../components/admin/taka-text.ts'
import { buttonClass } from '../../../components/ui/button-styles.ts'
import { FormField, inputClass } from '../../../components/ui/form-field.tsx'
import { errorMessage } from '../../../lib/error-message.ts'
import { currentLanguage, useTranslation } from '../../../lib/i18n.ts'
import { formatMoney } from '../../../lib/money.ts'
import { takaInputValue } from '../../../lib/taka.ts'
import { notify } from '../../../lib/toast.ts'
import { useFieldErrorText } from '../../../lib/use-field-error-text.ts'
import { useSubmitFailure, useZodForm } from '../../../lib/use-zod-form.ts'
import { useSaveSportsbookSettings, useSportsbookSettings } from './sportsbook-queries.ts'

const { shape } = sportsbookSettings

/** Basis points as staff type them: whole digits only. */
const basisPointsText = z
  .string()
  .trim()
  .regex(/^\d{1,5}$/, 'INVALID_FORMAT')
  .transform(Number)

/** Market template codes separated by commas or spaces; none typed means every market. */
const templatesText = z.string().transform((text) => {
  const codes = text
    .split(/[\s,;]+/)
    .map((code) => code.trim())
    .filter((code) => code !== '')
  return codes.length === 0 ? null : codes
})

const settingsForm = z.object({
  correctionApprovalAbove: takaText.pipe(shape.correctionApprovalAbove),
  cashOutMarginBasisPoints: basisPointsText.pipe(shape.cashOutMarginBasisPoints.unwrap()),
  cashOutMinAmount: takaText.pipe(shape.cashOutMinAmount.unwrap()),
  cashOutMaxAmount: takaText.pipe(shape.cashOutMaxAmount.unwrap()),
  cashOutToleranceBasisPoints: basisPointsText.pipe(shape.cashOutToleranceBasisPoints.unwrap()),
  cashOutMarketTemplates: templatesText.pipe(shape.cashOutMarketTemplates.unwrap()),
})

const cashOutFields = [
  'cashOutMarginBasisPoints',
  'cashOutMinAmount',
  'cashOutMaxAmount',
  'cashOutToleranceBasisPoints',
  'cashOutMarketTemplates',
] as const

/**
 * The book's settings: above which amount a result correction needs a second trader, and the players' cash-out
 * (margin, minimum and maximum offer, the tolerance a taken offer may have moved by, the markets it is offered
 * on). Traders see them (the cash-out ones in CashOutSettingsSection), admins (settings.write) set them all
 * in one form, since they are one document saved whole.
 */
export function CorrectionSettingsSection({ canEdit }: { canEdit: boolean }) {
  const { t } = useTranslation('admin')
  const settings = useSportsbookSettings()
  return (
    <section aria-labelledby="correction-settings" className="mt-8 space-y-3">
      <div>
        <h2 id="correction-settings" className="text-base font-bold text-white">
          {t('sportsbook.correctionSettings.title')}
        </h2>
        <p className="mt-1 text-sm text-slate-400">{t('sportsbook.correctionSettings.intro')}</p>
      </div>
      {settings.isPending ? (
        <p role="status" className="text-sm text-slate-400">
          {t('loading')}
        </p>
      ) : settings.isError ? (
        <p role="alert" className="text-sm text-ember-500">
          {errorMessage(settings.error)}
        </p>
      ) : canEdit ? (
        <SettingsForm key={JSON.stringify(settings.data)} settings={settings.data} />
      ) : (
        <p className="text-sm text-slate-300">
          {t('sportsbook.correctionSettings.field')}:{' '}
          <span className="font-bold tabular-nums text-white">
            {formatMoney(settings.data.correctionApprovalAbove, 'BDT', currentLanguage())}
          </span>
        </p>
      )}
    </section>
  )
}

/** The cash-out settings as traders see them (admins edit them in the form above). */
export function CashOutSettingsSection() {
  const { t } = useTranslation('admin')
  const settings = useSportsbookSettings()
  if (!settings.data) return null
  const language = currentLanguage()
  const { data } = settings
  return (
    <section aria-labelledby="cash-out-settings" className="mt-8 space-y-3">
      <div>
        <h2 id="cash-out-settings" className="text-base font-bold text-white">
          {t('sportsbook.cashOutSettings.title')}
        </h2>
        <p className="mt-1 text-sm text-slate-400">{t('sportsbook.cashOutSettings.intro')}</p>
      </div>
      <dl className="grid gap-1 text-sm text-slate-300 sm:grid-cols-2">
        <ShownSetting label={t('sportsbook.cashOutSettings.cashOutMarginBasisPoints')}>
          {data.cashOutMarginBasisPoints}
        </ShownSetting>
        <ShownSetting label={t('sportsbook.cashOutSettings.cashOutMinAmount')}>
          {formatMoney(data.cashOutMinAmount, 'BDT', language)}
        </ShownSetting>
        <ShownSetting label={t('sportsbook.cashOutSettings.cashOutMaxAmount')}>
          {formatMoney(data.cashOutMaxAmount, 'BDT', language)}
        </ShownSetting>
        <ShownSetting label={t('sportsbook.cashOutSettings.cashOutToleranceBasisPoints')}>
          {data.cashOutToleranceBasisPoints}
        </ShownSetting>
        <ShownSetting label={t('sportsbook.cashOutSettings.cashOutMarketTemplates')}>
          {data.cashOutMarketTemplates?.join(', ') ?? t('sportsbook.cashOutSettings.allMarkets')}
        </ShownSetting>
      </dl>
    </section>
  )
}

function ShownSetting({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="flex gap-2">
      <dt>{label}:</dt>
      <dd className="font-bold tabular-nums text-white">{children}</dd>
    </div>
  )
}

function SettingsForm({ settings }: { settings: SportsbookSettings }) {
  const { t } = useTranslation('admin')
  const fieldErrorText = useFieldErrorText()
  const save = useSaveSportsbookSettings()
  const form = useZodForm(settingsForm, {
    correctionApprovalAbove: takaInputValue(settings.correctionApprovalAbove),
    cashOutMarginBasisPoints: String(settings.cashOutMarginBasisPoints),
    cashOutMinAmount: takaInputValue(settings.cashOutMinAmount),
    cashOutMaxAmount: takaInputValue(settings.cashOutMaxAmount),
    cashOutToleranceBasisPoints: String(settings.cashOutToleranceBasisPoints),
    cashOutMarketTemplates: settings.cashOutMarketTemplates?.join(', ') ?? '',
  })
  const { failure, clear, fail } = useSubmitFailure(form.setError, [
    'correctionApprovalAbove',
    ...cashOutFields,
  ])
  const submit = form.handleSubmit((next) => {
    if (save.isPending) return
    clear()
    save.mutate(next, {
      onSuccess: () => notify('success', t('sportsbook.correctionSettings.saved')),
      onError: fail,
    })
  })
  return (
    <form noValidate onSubmit={submit} className="space-y-3">
      <div className="flex flex-wrap items-end gap-3">
        <div className="w-60">
          <FormField
            label={t('sportsbook.correctionSettings.field')}
            error={fieldErrorText(form.formState.errors.correctionApprovalAbove?.message)}
          >
            {(control) => (
              <input
                {...control}
                {...form.register('correctionApprovalAbove')}
                inputMode="decimal"
                className={`${inputClass} tabular-nums`}
              />
            )}
          </FormField>
        </div>
      </div>
      <fieldset className="space-y-2">
        <legend className="text-sm font-bold text-white">{t('sportsbook.cashOutSettings.title')}</legend>
        <p className="text-sm text-slate-400">{t('sportsbook.cashOutSettings.intro')}</p>
        <div className="flex flex-wrap items-end gap-3">
          {cashOutFields.map((name) => (
            <div key={name} className={name === 'cashOutMarketTemplates' ? 'w-full max-w-xl' : 'w-60'}>
              <FormField
                label={t(`sportsbook.cashOutSettings.${name}`)}
                error={fieldErrorText(form.formState.errors[name]?.message)}
              >
                {(control) => (
                  <input
                    {...control}
                    {...form.register(name)}
                    inputMode={name === 'cashOutMarketTemplates' ? 'text' : 'decimal'}
                    className={`${inputClass} tabular-nums`}
                  />
                )}
              </FormField>
            </div>
          ))}
        </div>
      </fieldset>
      {failure && (
        <p role="alert" className="text-sm font-medium text-ember-500">
          {failure}
        </p>
      )}
      <button type="submit" disabled={save.isPending} className={buttonClass('gold')}>
        {t('sportsbook.correctionSettings.save')}
      </button>
    </form>
  )
}
