import { type AdminMarket, type MarketResult, marketResult } from '@khela/contracts/admin-sportsbook'
import { useState } from 'react'
import { z } from 'zod'
import { buttonClass } from '../../../components/ui/button-styles.ts'
import { FormFailure } from '../../../components/ui/form-failure.tsx'
import { FormField, inputClass } from '../../../components/ui/form-field.tsx'
import { Modal } from '../../../components/ui/modal.tsx'
import { ApiError } from '../../../lib/api.ts'
import { errorMessage } from '../../../lib/error-message.ts'
import { isFieldErrorCode } from '../../../lib/field-errors.ts'
import { useTranslation } from '../../../lib/i18n.ts'
import { notify } from '../../../lib/toast.ts'
import { useFieldErrorText } from '../../../lib/use-field-error-text.ts'
import { useZodForm } from '../../../lib/use-zod-form.ts'
import { nameOf } from './sportsbook-format.ts'
import { useEnterResult } from './sportsbook-queries.ts'

const resultChoices = ['won', 'lost', 'void', 'half_won', 'half_lost', 'dead_heat'] as const
type ResultChoice = (typeof resultChoices)[number]

/** What the dialog is for: a first result (or a void of the whole market), or a correction of a settled one. */
export interface ResultRequest {
  market: AdminMarket
  mode: 'result' | 'correction'
  /** Every selection preset to void: "Void market". */
  isVoid?: boolean
}

/** A settled market and how many bets its result settled, for the event page to say. */
export interface ResultDone {
  marketId: string
  settledBets: number
}

const whole = (text: string) => (text.trim() === '' ? undefined : Number(text.trim()))

/** Typed rows become the contract's entries, then the contract has its say (the numbers of a dead heat). */
const resultForm = z
  .object({
    results: z.array(
      z.object({
        code: z.string(),
        result: z.enum(resultChoices, 'REQUIRED'),
        placesPaid: z.string(),
        tiedCount: z.string(),
      }),
    ),
  })
  .transform(({ results }) => ({
    results: results.map((row) =>
      row.result === 'dead_heat'
        ? {
            code: row.code,
            result: row.result,
            placesPaid: whole(row.placesPaid),
            tiedCount: whole(row.tiedCount),
          }
        : { code: row.code, result: row.result },
    ),
  }))
  .pipe(marketResult)

type FormValues = z.input<typeof resultForm>

function defaultsOf({ market, mode, isVoid }: ResultRequest): FormValues {
  return {
    results: market.selections.map((selection) => {
      const current = (resultChoices as readonly string[]).includes(selection.status)
        ? (selection.status as ResultChoice)
        : undefined
      const result = isVoid ? 'void' : mode === 'correction' ? current : undefined
      return { code: selection.code, result: result as ResultChoice, placesPaid: '1', tiedCount: '2' }
    }),
  }
}

/** The trader's result for a market: a result per selection, checked, then confirmed before anything is paid. */
export function ResultDialog({
  request,
  onClose,
  onSettled,
}: {
  request: ResultRequest | null
  onClose: () => void
  onSettled: (done: ResultDone) => void
}) {
  const { t } = useTranslation('admin')
  const title = !request
    ? ''
    : request.mode === 'correction'
      ? t('sportsbook.result.correctTitle', { name: nameOf(request.market.name) })
      : request.isVoid
        ? t('sportsbook.result.voidTitle', { name: nameOf(request.market.name) })
        : t('sportsbook.result.title', { name: nameOf(request.market.name) })
  return (
    <Modal isOpen={request !== null} onClose={onClose} title={title}>
      {request && (
        <ResultForm
          key={`${request.market.id}:${request.market.version}:${request.mode}:${request.isVoid ?? false}`}
          request={request}
          onClose={onClose}
          onSettled={onSettled}
        />
      )}
    </Modal>
  )
}

function ResultForm({
  request,
  onClose,
  onSettled,
}: {
  request: ResultRequest
  onClose: () => void
  onSettled: (done: ResultDone) => void
}) {
  const { t } = useTranslation('admin')
  const { market, mode } = request
  const fieldErrorText = useFieldErrorText()
  const form = useZodForm(resultForm, defaultsOf(request))
  const enterResult = useEnterResult()
  const [failure, setFailure] = useState<string | null>(null)
  const [confirming, setConfirming] = useState<MarketResult | null>(null)
  const rows = form.watch('results')

  // The API names a misfit `results.<index>` and a bad number `results.<index>.placesPaid`: on the rows' fields.
  const fail = (error: unknown) => {
    setConfirming(null)
    if (error instanceof ApiError && error.fields)
      for (const [key, code] of Object.entries(error.fields)) {
        const match = /^results\.(\d+)(?:\.(\w+))?$/.exec(key)
        if (!match) continue
        const field = match[2] === 'placesPaid' || match[2] === 'tiedCount' ? match[2] : 'result'
        form.setError(`results.${Number(match[1])}.${field}`, {
          type: 'server',
          message: isFieldErrorCode(code) ? code : 'INVALID_CHOICE',
        })
      }
    setFailure(errorMessage(error))
  }

  const review = form.handleSubmit((results) => {
    setFailure(null)
    setConfirming(results)
  })

  const confirm = () => {
    if (!confirming) return
    enterResult.mutate(
      { marketId: market.id, mode, results: confirming },
      {
        onSuccess: (outcome) => {
          if (outcome.kind === 'result') {
            notify('success', t('sportsbook.result.settled', { count: outcome.settledBets }))
            onSettled({ marketId: market.id, settledBets: outcome.settledBets })
          } else if (outcome.correction.status === 'pending') {
            notify('success', t('sportsbook.correction.waiting'))
          } else {
            notify('success', t('sportsbook.correction.applied', { count: outcome.resettledBets }))
          }
          onClose()
        },
        onError: fail,
      },
    )
  }

  const resultName = (code: string) => market.selections.find((selection) => selection.code === code)
  if (confirming)
    return (
      <div className="space-y-4 p-4 text-sm">
        <p className="text-slate-200">
          {t(mode === 'correction' ? 'sportsbook.result.confirmCorrection' : 'sportsbook.result.confirmBody')}
        </p>
        <ul className="space-y-1">
          {confirming.results.map((entry) => {
            const selection = resultName(entry.code)
            return (
              <li key={entry.code} className="flex justify-between gap-4">
                <span>{selection ? nameOf(selection.name) : entry.code}</span>
                <span className="font-semibold text-white">
                  {t(`sportsbook.result.choices.${entry.result}`)}
                  {entry.result === 'dead_heat' &&
                    ` (${t('sportsbook.result.deadHeatShare', { placesPaid: entry.placesPaid, tiedCount: entry.tiedCount })})`}
                </span>
              </li>
            )
          })}
        </ul>
        <FormFailure message={failure} />
        <div className="flex justify-end gap-2">
          <button type="button" onClick={() => setConfirming(null)} className={buttonClass('ghost')}>
            {t('sportsbook.result.back')}
          </button>
          <button
            type="button"
            disabled={enterResult.isPending}
            onClick={confirm}
            className={buttonClass('gold')}
          >
            {t(mode === 'correction' ? 'sportsbook.result.confirmCorrect' : 'sportsbook.result.confirm')}
          </button>
        </div>
      </div>
    )

  return (
    <form noValidate onSubmit={review} className="space-y-4 p-4">
      {market.selections.map((selection, index) => {
        const errors = form.formState.errors.results?.[index]
        const isDeadHeat = rows[index]?.result === 'dead_heat'
        return (
          <fieldset key={selection.code} className="space-y-2">
            <legend className="sr-only">{nameOf(selection.name)}</legend>
            <FormField
              label={t('sportsbook.result.resultOf', { name: nameOf(selection.name) })}
              error={fieldErrorText(errors?.result?.message)}
            >
              {(control) => (
                <select
                  {...control}
                  {...form.register(`results.${index}.result`)}
                  aria-required
                  className={inputClass}
                >
                  <option value="">{t('sportsbook.result.choose')}</option>
                  {resultChoices.map((choice) => (
                    <option key={choice} value={choice}>
                      {t(`sportsbook.result.choices.${choice}`)}
                    </option>
                  ))}
                </select>
              )}
            </FormField>
            {isDeadHeat && (
              <div className="grid grid-cols-2 gap-3">
                <FormField
                  label={t('sportsbook.result.placesPaid', { name: nameOf(selection.name) })}
                  error={fieldErrorText(errors?.placesPaid?.message)}
                >
                  {(control) => (
                    <input
                      {...control}
                      {...form.register(`results.${index}.placesPaid`)}
                      inputMode="numeric"
                      aria-required
                      className={inputClass}
                    />
                  )}
                </FormField>
                <FormField
                  label={t('sportsbook.result.tiedCount', { name: nameOf(selection.name) })}
                  error={fieldErrorText(errors?.tiedCount?.message)}
                >
                  {(control) => (
                    <input
                      {...control}
                      {...form.register(`results.${index}.tiedCount`)}
                      inputMode="numeric"
                      aria-required
                      className={inputClass}
                    />
                  )}
                </FormField>
              </div>
            )}
          </fieldset>
        )
      })}
      <FormFailure message={failure} />
      <div className="flex justify-end gap-2">
        <button type="button" onClick={onClose} className={buttonClass('ghost')}>
          {t('sportsbook.cancel')}
        </button>
        <button type="submit" className={buttonClass('gold')}>
          {t('sportsbook.result.review')}
        </button>
      </div>
    </form>
  )
}
