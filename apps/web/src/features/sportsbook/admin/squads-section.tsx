import { type EventSquads, eventSquads, squadLimit } from '@khela/contracts/admin-sportsbook'
import { type FormEvent, useState } from 'react'
import { buttonClass } from '../../../components/ui/button-styles.ts'
import { FormFailure } from '../../../components/ui/form-failure.tsx'
import { FormField, inputClass } from '../../../components/ui/form-field.tsx'
import { ApiError } from '../../../lib/api.ts'
import { errorMessage } from '../../../lib/error-message.ts'
import { useTranslation } from '../../../lib/i18n.ts'
import { notify } from '../../../lib/toast.ts'
import { useFieldErrorText } from '../../../lib/use-field-error-text.ts'
import { nameOf } from './sportsbook-format.ts'
import { useChangeSquads } from './sportsbook-queries.ts'
import { keyOf } from './squad-lines.ts'

type Side = 'home' | 'away'
type Row = { key: string; en: string; bn: string }
const sides: Side[] = ['home', 'away']

const rowsOf = (squads: EventSquads): Record<Side, Row[]> => ({
  home: squads.home.map((player) => ({ key: player.key, ...player.name })),
  away: squads.away.map((player) => ({ key: player.key, ...player.name })),
})

/**
 * An event's squads: each side's players, a key and the name in both languages. A trader edits them here and
 * saves both sides at once; a key left blank is made from the English name. Top batter and player runs markets
 * are built from them.
 */
export function SquadsSection({
  eventId,
  squads,
  teams,
  canEdit,
}: {
  eventId: string
  squads: EventSquads
  teams: Record<Side, string>
  canEdit: boolean
}) {
  const { t } = useTranslation('admin')
  const fieldErrorText = useFieldErrorText()
  const changeSquads = useChangeSquads(eventId)
  const [rows, setRows] = useState(() => rowsOf(squads))
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({})
  const [failure, setFailure] = useState<string | null>(null)

  const update = (side: Side, index: number, change: Partial<Row>) =>
    setRows((current) => ({
      ...current,
      [side]: current[side].map((row, at) => (at === index ? { ...row, ...change } : row)),
    }))

  function submit(event: FormEvent) {
    event.preventDefault()
    setFailure(null)
    const input = Object.fromEntries(
      sides.map((side) => [
        side,
        rows[side].map((row) => ({
          key: row.key.trim() || keyOf(row.en),
          name: { en: row.en, bn: row.bn },
        })),
      ]),
    )
    const parsed = eventSquads.safeParse(input)
    if (!parsed.success) {
      setFieldErrors(
        Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message])),
      )
      return
    }
    setFieldErrors({})
    changeSquads.mutate(parsed.data, {
      onSuccess: () => notify('success', t('sportsbook.squads.saved')),
      onError: (error) => {
        if (error instanceof ApiError && error.fields) setFieldErrors(error.fields)
        else setFailure(errorMessage(error))
      },
    })
  }

  if (!canEdit)
    return (
      <section aria-labelledby="event-squads" className="mb-8">
        <h2 id="event-squads" className="mb-3 text-lg font-bold text-white">
          {t('sportsbook.squads.title')}
        </h2>
        <div className="grid gap-4 sm:grid-cols-2">
          {sides.map((side) => (
            <div key={side}>
              <h3 className="mb-1 text-sm font-semibold text-slate-300">
                {t('sportsbook.squads.teamSquad', { team: teams[side] })}
              </h3>
              {squads[side].length === 0 ? (
                <p className="text-sm text-slate-400">{t('sportsbook.squads.none')}</p>
              ) : (
                <ol className="list-decimal pl-5 text-sm text-white">
                  {squads[side].map((player) => (
                    <li key={player.key}>{nameOf(player.name)}</li>
                  ))}
                </ol>
              )}
            </div>
          ))}
        </div>
      </section>
    )

  return (
    <section aria-labelledby="event-squads" className="mb-8 rounded-xl border border-night-700 p-4">
      <h2 id="event-squads" className="mb-1 text-lg font-bold text-white">
        {t('sportsbook.squads.title')}
      </h2>
      <p className="mb-4 text-sm text-slate-300">{t('sportsbook.squads.hint')}</p>
      <form noValidate onSubmit={submit} className="space-y-6">
        {sides.map((side) => (
          <fieldset key={side} className="space-y-3">
            <legend className="mb-2 text-base font-semibold text-white">
              {t('sportsbook.squads.teamSquad', { team: teams[side] })}
            </legend>
            {rows[side].length === 0 && (
              <p className="text-sm text-slate-400">{t('sportsbook.squads.none')}</p>
            )}
            {rows[side].map((row, index) => {
              const labels = { team: teams[side], number: index + 1 }
              const errorAt = (field: string) => fieldErrorText(fieldErrors[`${side}.${index}.${field}`])
              return (
                // Rows have no id of their own until saved; their place is what the errors name too.
                // biome-ignore lint/suspicious/noArrayIndexKey: see above
                <div key={index} className="grid items-end gap-3 sm:grid-cols-[1fr_1fr_1fr_auto]">
                  <FormField label={t('sportsbook.squads.nameEn', labels)} error={errorAt('name.en')}>
                    {(control) => (
                      <input
                        {...control}
                        value={row.en}
                        onChange={(event) => update(side, index, { en: event.target.value })}
                        aria-required
                        className={inputClass}
                      />
                    )}
                  </FormField>
                  <FormField label={t('sportsbook.squads.nameBn', labels)} error={errorAt('name.bn')}>
                    {(control) => (
                      <input
                        {...control}
                        value={row.bn}
                        lang="bn"
                        onChange={(event) => update(side, index, { bn: event.target.value })}
                        aria-required
                        className={inputClass}
                      />
                    )}
                  </FormField>
                  <FormField label={t('sportsbook.squads.key', labels)} error={errorAt('key')}>
                    {(control) => (
                      <input
                        {...control}
                        value={row.key}
                        placeholder={keyOf(row.en)}
                        onChange={(event) => update(side, index, { key: event.target.value })}
                        className={inputClass}
                      />
                    )}
                  </FormField>
                  <button
                    type="button"
                    className={buttonClass('outline', 'sm')}
                    onClick={() =>
                      setRows((current) => ({
                        ...current,
                        [side]: current[side].filter((_, at) => at !== index),
                      }))
                    }
                  >
                    {t('sportsbook.squads.remove', labels)}
                  </button>
                </div>
              )
            })}
            {fieldErrors[side] && (
              <p className="text-xs font-medium text-ember-500">{fieldErrorText(fieldErrors[side])}</p>
            )}
            <button
              type="button"
              disabled={rows[side].length >= squadLimit}
              className={buttonClass('outline', 'sm')}
              onClick={() =>
                setRows((current) => ({
                  ...current,
                  [side]: [...current[side], { key: '', en: '', bn: '' }],
                }))
              }
            >
              {t('sportsbook.squads.add', { team: teams[side] })}
            </button>
          </fieldset>
        ))}
        <FormFailure message={failure} />
        <button type="submit" disabled={changeSquads.isPending} className={buttonClass('gold')}>
          {t('sportsbook.squads.save')}
        </button>
      </form>
    </section>
  )
}
