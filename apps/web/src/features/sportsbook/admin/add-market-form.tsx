import {
  type AdminMarketTemplate,
  type EventSquads,
  type MarketCreate,
  type MarketPreviewInput,
  marketCreate,
} from '@khela/contracts/admin-sportsbook'
import { z } from 'zod'
import { buttonClass } from '../../../components/ui/button-styles.ts'
import { FormFailure } from '../../../components/ui/form-failure.tsx'
import { FormField, inputClass } from '../../../components/ui/form-field.tsx'
import { SelectField } from '../../../components/ui/select-field.tsx'
import { useTranslation } from '../../../lib/i18n.ts'
import { notify } from '../../../lib/toast.ts'
import { useFieldErrorText } from '../../../lib/use-field-error-text.ts'
import { useSubmitFailure, useZodForm } from '../../../lib/use-zod-form.ts'
import { basisPointsOf, basisPointsText, nameOf, oddsText, thousandthsOf } from './sportsbook-format.ts'
import { useAddMarket, useMarketPreview } from './sportsbook-queries.ts'

const sideOf = (side: string): 'home' | 'away' | null => (side === 'home' || side === 'away' ? side : null)

/** What the trader types: percentages and a line as decimals, read into the contract's integers. */
const marketForm = z
  .object({
    template: z.string(),
    line: z.string(),
    side: z.string(),
    player: z.string(),
    probabilities: z.array(z.string()),
    marginBasisPoints: z.string(),
  })
  .transform(
    (values): MarketCreate => ({
      template: values.template,
      line: values.line.trim() === '' ? null : (thousandthsOf(values.line) ?? Number.NaN),
      side: sideOf(values.side),
      player: values.player === '' ? null : values.player,
      probabilities: values.probabilities.map((value) => basisPointsOf(value) ?? Number.NaN),
      marginBasisPoints: basisPointsOf(values.marginBasisPoints) ?? Number.NaN,
    }),
  )
  .pipe(marketCreate)

type MarketFormValues = z.input<typeof marketForm>

const formFields = ['template', 'line', 'side', 'player', 'probabilities', 'marginBasisPoints'] as const
const emptyForm = { template: '', line: '', side: '', player: '', probabilities: [], marginBasisPoints: '' }

/**
 * Adds a market from one of the sport's templates. The pricing tool asks the server for the selections' names as
 * soon as a template is chosen, then for the prices and the overround once the probabilities make 100 %. A player
 * market (player runs) picks its player from the chosen side's squad.
 */
export function AddMarketForm({
  eventId,
  templates,
  squads,
}: {
  eventId: string
  templates: AdminMarketTemplate[]
  squads: EventSquads
}) {
  const { t } = useTranslation('admin')
  const fieldErrorText = useFieldErrorText()
  const form = useZodForm(marketForm, emptyForm)
  const addMarket = useAddMarket(eventId)
  const { failure, clear, fail } = useSubmitFailure(form.setError, formFields)
  const values = form.watch()
  const template = templates.find((found) => found.code === values.template)
  const preview = useMarketPreview(eventId, previewInputOf(values, template))
  const selections = template ? (preview.data?.selections ?? []) : []
  const typed = selections.map((_, index) => basisPointsOf(values.probabilities[index] ?? ''))
  const total = typed.reduce<number>((sum, value) => sum + (value ?? 0), 0)
  const errors = form.formState.errors

  const chooseTemplate = (code: string) => {
    const chosen = templates.find((found) => found.code === code)
    form.reset({
      ...emptyForm,
      template: code,
      side: chosen?.needsSide ? 'home' : '',
      marginBasisPoints: chosen ? String(chosen.marginBasisPoints / 100) : '',
    })
  }

  const submit = form.handleSubmit((order) => {
    clear()
    addMarket.mutate(order, {
      onSuccess: () => {
        notify('success', t('sportsbook.pricing.added'))
        form.reset(emptyForm)
      },
      onError: fail,
    })
  })

  return (
    <section aria-labelledby="add-market" className="rounded-xl border border-night-700 p-4">
      <h2 id="add-market" className="mb-3 text-lg font-bold text-white">
        {t('sportsbook.pricing.title')}
      </h2>
      <form noValidate onSubmit={submit} className="space-y-4">
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          <SelectField
            label={t('sportsbook.pricing.template')}
            value={values.template}
            options={templates.map((found) => ({ value: found.code, label: nameOf(found.name) }))}
            emptyLabel={t('sportsbook.pricing.chooseTemplate')}
            isPlaceholder
            aria-required
            error={fieldErrorText(errors.template?.message)}
            onChange={chooseTemplate}
          />
          {template?.hasLine && (
            <FormField
              label={t('sportsbook.pricing.line')}
              error={fieldErrorText(errors.line?.message)}
              hint={<p className="text-xs text-slate-400">{t('sportsbook.pricing.lineHint')}</p>}
            >
              {(control) => (
                <input
                  {...control}
                  {...form.register('line')}
                  inputMode="decimal"
                  aria-required
                  className={inputClass}
                />
              )}
            </FormField>
          )}
          {template?.needsSide && (
            <SelectField
              label={t('sportsbook.pricing.side')}
              value={values.side as 'home' | 'away' | ''}
              options={[
                { value: 'home', label: t('sportsbook.pricing.home') },
                { value: 'away', label: t('sportsbook.pricing.away') },
              ]}
              error={fieldErrorText(errors.side?.message)}
              onChange={(value) => {
                form.setValue('side', value)
                form.setValue('player', '')
              }}
            />
          )}
          {template?.needsPlayer && (
            <SelectField
              label={t('sportsbook.pricing.player')}
              value={values.player}
              options={(squads[sideOf(values.side) ?? 'home'] ?? []).map((player) => ({
                value: player.key,
                label: nameOf(player.name),
              }))}
              emptyLabel={t('sportsbook.pricing.choosePlayer')}
              isPlaceholder
              aria-required
              error={fieldErrorText(errors.player?.message)}
              onChange={(value) => form.setValue('player', value)}
            />
          )}
          {template && (
            <FormField
              label={t('sportsbook.pricing.margin')}
              error={fieldErrorText(errors.marginBasisPoints?.message)}
            >
              {(control) => (
                <input
                  {...control}
                  {...form.register('marginBasisPoints')}
                  inputMode="decimal"
                  aria-required
                  className={inputClass}
                />
              )}
            </FormField>
          )}
        </div>
        {selections.length > 0 && (
          <fieldset className="space-y-3">
            <legend className="mb-2 text-sm font-semibold text-slate-300">
              {t('sportsbook.pricing.probabilities')}
            </legend>
            <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {selections.map((selection, index) => (
                <FormField
                  key={selection.code}
                  label={t('sportsbook.pricing.probabilityOf', { name: nameOf(selection.name) })}
                  error={fieldErrorText(
                    (errors.probabilities as Record<number, { message?: string }> | undefined)?.[index]
                      ?.message,
                  )}
                  hint={
                    <p className="text-xs text-slate-400">
                      {t('sportsbook.pricing.price')}:{' '}
                      <span className="font-semibold tabular-nums text-white">
                        {selection.price === null ? '—' : oddsText(selection.price)}
                      </span>
                    </p>
                  }
                >
                  {(control) => (
                    <input
                      {...control}
                      {...form.register(`probabilities.${index}`)}
                      inputMode="decimal"
                      aria-required
                      className={inputClass}
                    />
                  )}
                </FormField>
              ))}
            </div>
            <p role="status" className="text-sm text-slate-300">
              {t('sportsbook.pricing.total', { total: basisPointsText(total) })} ·{' '}
              {t('sportsbook.pricing.overround')}:{' '}
              <span className="font-semibold text-white">
                {preview.data?.overroundBasisPoints == null
                  ? '—'
                  : basisPointsText(preview.data.overroundBasisPoints)}
              </span>
            </p>
            {errors.probabilities?.message && (
              <p className="text-xs font-medium text-ember-500">
                {fieldErrorText(errors.probabilities.message)}
              </p>
            )}
          </fieldset>
        )}
        <FormFailure message={failure} />
        <button type="submit" disabled={!template || addMarket.isPending} className={buttonClass('gold')}>
          {t('sportsbook.pricing.submit')}
        </button>
      </form>
    </section>
  )
}

/** What the pricing tool can ask yet: nothing without a template or a line it needs; probabilities once they make 100 %. */
function previewInputOf(
  values: MarketFormValues,
  template: AdminMarketTemplate | undefined,
): MarketPreviewInput | null {
  if (!template) return null
  const line = values.line.trim() === '' ? null : thousandthsOf(values.line)
  if (template.hasLine && line === null) return null
  if (template.needsPlayer && values.player === '') return null
  const margin = basisPointsOf(values.marginBasisPoints)
  if (margin === null || margin < 0 || margin > 5_000) return null
  const probabilities = values.probabilities.map((value) => basisPointsOf(value ?? ''))
  const isBook =
    probabilities.length >= 2 &&
    probabilities.every((value) => value !== null && value > 0 && value < 10_000) &&
    probabilities.reduce<number>((sum, value) => sum + (value ?? 0), 0) === 10_000
  return {
    template: template.code,
    line: template.hasLine ? line : null,
    side: template.needsSide ? ((values.side || 'home') as 'home' | 'away') : null,
    player: template.needsPlayer ? values.player : null,
    marginBasisPoints: margin,
    ...(isBook ? { probabilities: probabilities as number[] } : {}),
  }
}
