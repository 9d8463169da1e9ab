import {
  type AdminSport,
  type CompetitionCreate,
  competitionCreate,
  type EventCreate,
  type EventSquads,
  eventCreate,
  eventSquads,
} from '@khela/contracts/admin-sportsbook'
import { hasPermission } from '@khela/contracts/permissions'
import type { SessionUser } from '@khela/contracts/session'
import { CalendarPlus } from 'lucide-react'
import { useState } from 'react'
import { useNavigate } from 'react-router'
import { ContentLoadFailure, ListLoading } from '../../../components/admin/admin-page-states.tsx'
import { buttonClass } from '../../../components/ui/button-styles.ts'
import { EmptyState } from '../../../components/ui/empty-state.tsx'
import { FormFailure } from '../../../components/ui/form-failure.tsx'
import { FormField, inputClass } from '../../../components/ui/form-field.tsx'
import { PageHeader } from '../../../components/ui/page-header.tsx'
import { SelectField } from '../../../components/ui/select-field.tsx'
import { TimeZoneLabel } from '../../../components/ui/time-zone-label.tsx'
import { useTranslation } from '../../../lib/i18n.ts'
import { notify } from '../../../lib/toast.ts'
import { useFieldErrorText } from '../../../lib/use-field-error-text.ts'
import { useSubmitFailure, useZodForm } from '../../../lib/use-zod-form.ts'
import { nameOf } from './sportsbook-format.ts'
import { useAdminSports, useCreateCompetition, useCreateEvent } from './sportsbook-queries.ts'
import { parseSquadLines } from './squad-lines.ts'

/** /dashboard/sportsbook/events/new: a scheduled event in a competition (chosen or added here), without markets yet. */
export function NewSportsEventPage({ viewer }: { viewer: SessionUser }) {
  const { t } = useTranslation('admin')
  const sports = useAdminSports()
  if (!hasPermission(viewer.role, 'sportsbook.trade'))
    return (
      <>
        <PageHeader title={t('sportsbook.newEvent.title')} icon={CalendarPlus} />
        <EmptyState
          icon={CalendarPlus}
          title={t('sportsbook.notAllowed.title')}
          body={t('sportsbook.notAllowed.body')}
        />
      </>
    )
  return (
    <>
      <PageHeader title={t('sportsbook.newEvent.title')} icon={CalendarPlus} />
      {sports.isPending ? (
        <ListLoading />
      ) : sports.isError ? (
        <ContentLoadFailure error={sports.error} onRetry={() => sports.refetch()} />
      ) : (
        <NewEventForm sports={sports.data.sports.filter((sport) => sport.hasTemplates)} />
      )}
    </>
  )
}

const eventFields = ['competitionId', 'home.en', 'home.bn', 'away.en', 'away.bn', 'startsAt'] as const

function NewEventForm({ sports }: { sports: AdminSport[] }) {
  const { t } = useTranslation('admin')
  const fieldErrorText = useFieldErrorText()
  const navigate = useNavigate()
  const [sportSlug, setSportSlug] = useState(sports[0]?.slug ?? '')
  const sport = sports.find((found) => found.slug === sportSlug)
  const form = useZodForm(eventCreate, {
    competitionId: '',
    home: { en: '', bn: '' },
    away: { en: '', bn: '' },
    startsAt: '',
  })
  const createEvent = useCreateEvent()
  const { failure, clear, fail } = useSubmitFailure(form.setError, eventFields)
  const errors = form.formState.errors
  const competitionId = form.watch('competitionId')
  // Cricket's player markets (top batter, player runs) are built from squads: they may be pasted at creation.
  const takesSquads = sportSlug === 'cricket'
  const [sheets, setSheets] = useState({ home: '', away: '' })
  const [sheetErrors, setSheetErrors] = useState<{ home?: string; away?: string }>({})

  /** The pasted squads, or null once their problems are shown. */
  function squadsOf(): EventSquads | null {
    if (!takesSquads) return { home: [], away: [] }
    const errors: { home?: string; away?: string } = {}
    const squads: EventSquads = { home: [], away: [] }
    for (const side of ['home', 'away'] as const) {
      const parsed = parseSquadLines(sheets[side])
      if ('badLines' in parsed)
        errors[side] = t('sportsbook.newEvent.squadBadLines', { lines: parsed.badLines.join(', ') })
      else squads[side] = parsed.players
    }
    const checked = eventSquads.safeParse(squads)
    if (!checked.success)
      for (const issue of checked.error.issues) {
        const side = issue.path[0] === 'away' ? 'away' : 'home'
        errors[side] ??= fieldErrorText(issue.message)
      }
    setSheetErrors(errors)
    return errors.home || errors.away ? null : squads
  }

  const submit = form.handleSubmit((input: EventCreate) => {
    clear()
    const squads = squadsOf()
    if (!squads) return
    createEvent.mutate(
      { ...input, squads },
      {
        onSuccess: (detail) => {
          notify('success', t('sportsbook.newEvent.created'))
          void navigate(`/dashboard/sportsbook/events/${detail.event.id}`)
        },
        onError: fail,
      },
    )
  })

  const participant = (side: 'home' | 'away', language: 'en' | 'bn') => (
    <FormField
      label={t(`sportsbook.newEvent.${side}`, { language: t(`sportsbook.languages.${language}`) })}
      error={fieldErrorText(errors[side]?.[language]?.message)}
    >
      {(control) => (
        <input
          {...control}
          {...form.register(`${side}.${language}`)}
          lang={language}
          maxLength={80}
          aria-required
          className={inputClass}
        />
      )}
    </FormField>
  )

  return (
    <div className="grid gap-6 lg:grid-cols-[2fr_1fr]">
      <form noValidate onSubmit={submit} className="space-y-4 rounded-xl border border-night-700 p-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            label={t('sportsbook.newEvent.sport')}
            value={sportSlug}
            options={sports.map((found) => ({ value: found.slug, label: nameOf(found.name) }))}
            onChange={(value) => {
              setSportSlug(value)
              form.setValue('competitionId', '')
            }}
          />
          <SelectField
            label={t('sportsbook.newEvent.competition')}
            value={competitionId}
            options={(sport?.competitions ?? []).map((competition) => ({
              value: competition.id,
              label: nameOf(competition.name),
            }))}
            emptyLabel={t('sportsbook.newEvent.chooseCompetition')}
            isPlaceholder
            aria-required
            error={fieldErrorText(errors.competitionId?.message)}
            onChange={(value) =>
              form.setValue('competitionId', value, { shouldValidate: form.formState.isSubmitted })
            }
          />
          {participant('home', 'en')}
          {participant('home', 'bn')}
          {participant('away', 'en')}
          {participant('away', 'bn')}
          <FormField
            label={
              <>
                {t('sportsbook.newEvent.startsAt')}
                <TimeZoneLabel />
              </>
            }
            error={fieldErrorText(errors.startsAt?.message)}
            hint={<p className="text-xs text-slate-400">{t('sportsbook.newEvent.startsAtHint')}</p>}
          >
            {(control) => (
              <input
                {...control}
                {...form.register('startsAt')}
                type="datetime-local"
                className={inputClass}
              />
            )}
          </FormField>
        </div>
        {takesSquads && (
          <div className="grid gap-4 sm:grid-cols-2">
            {(['home', 'away'] as const).map((side) => (
              <FormField
                key={side}
                label={t(`sportsbook.newEvent.${side}Squad`)}
                error={sheetErrors[side]}
                hint={<p className="text-xs text-slate-400">{t('sportsbook.newEvent.squadHint')}</p>}
              >
                {(control) => (
                  <textarea
                    {...control}
                    value={sheets[side]}
                    onChange={(event) => setSheets((current) => ({ ...current, [side]: event.target.value }))}
                    rows={6}
                    className={`${inputClass} h-auto py-2`}
                  />
                )}
              </FormField>
            ))}
          </div>
        )}
        <FormFailure message={failure} />
        <button type="submit" disabled={createEvent.isPending} className={buttonClass('gold')}>
          {t('sportsbook.newEvent.submit')}
        </button>
      </form>
      {sport && (
        <NewCompetitionForm
          key={sport.slug}
          sport={sport}
          onCreated={(id) =>
            form.setValue('competitionId', id, { shouldValidate: form.formState.isSubmitted })
          }
        />
      )}
    </div>
  )
}

const competitionFields = ['slug', 'name.en', 'name.bn'] as const

/** A competition the sport does not have yet; chosen for the event once added. */
function NewCompetitionForm({ sport, onCreated }: { sport: AdminSport; onCreated: (id: string) => void }) {
  const { t } = useTranslation('admin')
  const fieldErrorText = useFieldErrorText()
  const form = useZodForm(competitionCreate, {
    sportSlug: sport.slug,
    slug: '',
    name: { en: '', bn: '' },
    country: null,
  })
  const createCompetition = useCreateCompetition()
  const { failure, clear, fail } = useSubmitFailure(form.setError, competitionFields)
  const errors = form.formState.errors
  const submit = form.handleSubmit((input: CompetitionCreate) => {
    clear()
    createCompetition.mutate(input, {
      onSuccess: ({ id }) => {
        notify('success', t('sportsbook.newCompetition.created'))
        form.reset()
        onCreated(id)
      },
      onError: fail,
    })
  })
  return (
    <form
      noValidate
      onSubmit={submit}
      aria-labelledby="new-competition-title"
      className="space-y-4 rounded-xl border border-night-700 p-4"
    >
      <h2 id="new-competition-title" className="font-bold text-white">
        {t('sportsbook.newCompetition.title', { sport: nameOf(sport.name) })}
      </h2>
      {(['en', 'bn'] as const).map((language) => (
        <FormField
          key={language}
          label={t('sportsbook.newCompetition.name', { language: t(`sportsbook.languages.${language}`) })}
          error={fieldErrorText(errors.name?.[language]?.message)}
        >
          {(control) => (
            <input
              {...control}
              {...form.register(`name.${language}`)}
              lang={language}
              maxLength={80}
              aria-required
              className={inputClass}
            />
          )}
        </FormField>
      ))}
      <FormField
        label={t('sportsbook.newCompetition.slug')}
        error={fieldErrorText(errors.slug?.message)}
        hint={<p className="text-xs text-slate-400">{t('sportsbook.newCompetition.slugHint')}</p>}
      >
        {(control) => (
          <input
            {...control}
            {...form.register('slug')}
            maxLength={80}
            aria-required
            className={inputClass}
          />
        )}
      </FormField>
      <FormFailure message={failure} />
      <button type="submit" disabled={createCompetition.isPending} className={buttonClass('outline')}>
        {t('sportsbook.newCompetition.submit')}
      </button>
    </form>
  )
}
