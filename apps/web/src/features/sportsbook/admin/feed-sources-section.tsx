import { type FeedRun, type FeedSourceView, feedSourceCreate } from '@khela/contracts/sportsbook-feed-sources'
import { z } from 'zod'
import { ContentLoadFailure, ListLoading } from '../../../components/admin/admin-page-states.tsx'
import { buttonClass } from '../../../components/ui/button-styles.ts'
import { FormFailure } from '../../../components/ui/form-failure.tsx'
import { FormField, inputClass } from '../../../components/ui/form-field.tsx'
import { TimeZoneLabel } from '../../../components/ui/time-zone-label.tsx'
import { errorMessage } from '../../../lib/error-message.ts'
import { formatDateTime } from '../../../lib/format.ts'
import { currentLanguage, useTranslation } from '../../../lib/i18n.ts'
import { notify } from '../../../lib/toast.ts'
import { useFieldErrorText } from '../../../lib/use-field-error-text.ts'
import { useSubmitFailure, useZodForm } from '../../../lib/use-zod-form.ts'
import {
  useCreateFeedSource,
  useFeedSourceStatus,
  useFeedSources,
  useRunFeedSource,
} from './sportsbook-queries.ts'

/** The interval as typed (a whole number of minutes in a text box), read into the contract's integer. */
const sourceForm = z
  .object({ name: z.string(), url: z.string(), pollIntervalMinutes: z.string() })
  .transform((values) => ({
    ...values,
    pollIntervalMinutes: /^\d+$/.test(values.pollIntervalMinutes.trim())
      ? Number(values.pollIntervalMinutes)
      : Number.NaN,
  }))
  .pipe(feedSourceCreate)

const sourceFields = ['name', 'url', 'pollIntervalMinutes'] as const

/** Feed addresses the server polls: register one, pause or resume it, run it now, and read its latest runs. */
export function FeedSourcesSection() {
  const { t } = useTranslation('admin')
  const sources = useFeedSources()
  return (
    <section aria-labelledby="feed-sources" className="space-y-4">
      <h2 id="feed-sources" className="text-lg font-semibold">
        {t('sportsbook.feeds.sources.title')}
      </h2>
      <NewSourceForm />
      {sources.isPending ? (
        <ListLoading />
      ) : sources.isError ? (
        <ContentLoadFailure error={sources.error} onRetry={() => sources.refetch()} />
      ) : sources.data.sources.length === 0 ? (
        <p className="text-sm text-slate-300">{t('sportsbook.feeds.sources.none')}</p>
      ) : (
        sources.data.sources.map((source) => <SourceCard key={source.id} source={source} />)
      )}
    </section>
  )
}

function NewSourceForm() {
  const { t } = useTranslation('admin')
  const fieldErrorText = useFieldErrorText()
  const form = useZodForm(sourceForm, { name: '', url: '', pollIntervalMinutes: '15' })
  const create = useCreateFeedSource()
  const { failure, clear, fail } = useSubmitFailure(form.setError, sourceFields)
  const errors = form.formState.errors
  const submit = form.handleSubmit((input) => {
    clear()
    create.mutate(input, {
      onSuccess: () => {
        notify('success', t('sportsbook.feeds.sources.added'))
        form.reset({ name: '', url: '', pollIntervalMinutes: '15' })
      },
      onError: fail,
    })
  })
  return (
    <form noValidate onSubmit={submit} className="space-y-3 rounded-xl border border-white/10 p-4">
      <h3 className="font-semibold">{t('sportsbook.feeds.sources.addTitle')}</h3>
      <div className="grid gap-4 sm:grid-cols-[1fr_2fr_auto]">
        <FormField label={t('sportsbook.feeds.sources.name')} error={fieldErrorText(errors.name?.message)}>
          {(control) => (
            <input {...control} {...form.register('name')} aria-required className={inputClass} />
          )}
        </FormField>
        <FormField
          label={t('sportsbook.feeds.sources.url')}
          error={fieldErrorText(errors.url?.message)}
          hint={<p className="text-xs text-slate-400">{t('sportsbook.feeds.sources.urlHint')}</p>}
        >
          {(control) => (
            <input
              {...control}
              {...form.register('url')}
              type="url"
              inputMode="url"
              aria-required
              className={inputClass}
            />
          )}
        </FormField>
        <FormField
          label={t('sportsbook.feeds.sources.interval')}
          error={fieldErrorText(errors.pollIntervalMinutes?.message)}
        >
          {(control) => (
            <input
              {...control}
              {...form.register('pollIntervalMinutes')}
              inputMode="numeric"
              aria-required
              className={inputClass}
            />
          )}
        </FormField>
      </div>
      <FormFailure message={failure} />
      <button type="submit" disabled={create.isPending} className={buttonClass('gold')}>
        {t('sportsbook.feeds.sources.add')}
      </button>
    </form>
  )
}

function SourceCard({ source }: { source: FeedSourceView }) {
  const { t } = useTranslation('admin')
  const language = currentLanguage()
  const changeStatus = useFeedSourceStatus()
  const runNow = useRunFeedSource()
  const isPaused = source.status === 'paused'
  const headingId = `feed-source-${source.id}`
  return (
    <article aria-labelledby={headingId} className="space-y-3 rounded-xl border border-white/10 p-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 id={headingId} className="font-semibold text-white">
            {source.name}
          </h3>
          <p className="break-all font-mono text-xs text-slate-300">{source.url}</p>
          <p className="text-sm text-slate-300">
            {t(`sportsbook.feeds.sources.status.${source.status}`)} ·{' '}
            {t('sportsbook.feeds.sources.every', { minutes: source.pollIntervalMinutes })}
            {!isPaused && (
              <>
                {' '}
                · {t('sportsbook.feeds.sources.next')} {formatDateTime(source.nextPollAt, language)}
                <TimeZoneLabel />
              </>
            )}
          </p>
        </div>
        <span className="flex gap-2">
          <button
            type="button"
            disabled={runNow.isPending}
            className={buttonClass('outline', 'sm')}
            aria-label={t('sportsbook.feeds.sources.runNowOf', { name: source.name })}
            onClick={() =>
              runNow.mutate(source.id, {
                onSuccess: (run) =>
                  notify(
                    run.status === 'succeeded' ? 'success' : 'error',
                    t(`sportsbook.feeds.sources.ran.${run.status}`, { name: source.name }),
                  ),
                onError: (error) => notify('error', errorMessage(error)),
              })
            }
          >
            {t('sportsbook.feeds.sources.runNow')}
          </button>
          <button
            type="button"
            disabled={changeStatus.isPending}
            className={buttonClass('outline', 'sm')}
            aria-label={t(`sportsbook.feeds.sources.${isPaused ? 'resumeOf' : 'pauseOf'}`, {
              name: source.name,
            })}
            onClick={() =>
              changeStatus.mutate(
                { id: source.id, status: isPaused ? 'active' : 'paused' },
                { onError: (error) => notify('error', errorMessage(error)) },
              )
            }
          >
            {t(`sportsbook.feeds.sources.${isPaused ? 'resume' : 'pause'}`)}
          </button>
        </span>
      </div>
      <RunsTable name={source.name} runs={source.runs} />
    </article>
  )
}

function RunsTable({ name, runs }: { name: string; runs: FeedRun[] }) {
  const { t } = useTranslation('admin')
  const language = currentLanguage()
  if (runs.length === 0)
    return <p className="text-sm text-slate-400">{t('sportsbook.feeds.sources.noRuns')}</p>
  const header = (column: string) => t(`sportsbook.feeds.sources.columns.${column}`)
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-[40rem] text-left text-sm">
        <caption className="sr-only">{t('sportsbook.feeds.sources.runsOf', { name })}</caption>
        <thead className="text-slate-300">
          <tr>
            <th scope="col" className="py-1 pr-3 font-medium">
              {header('startedAt')}
              <TimeZoneLabel />
            </th>
            <th scope="col" className="py-1 pr-3 font-medium">
              {header('trigger')}
            </th>
            <th scope="col" className="py-1 pr-3 font-medium">
              {header('status')}
            </th>
            <th scope="col" className="py-1 pr-3 font-medium">
              {header('counts')}
            </th>
            <th scope="col" className="py-1 font-medium">
              {header('error')}
            </th>
          </tr>
        </thead>
        <tbody>
          {runs.map((run) => (
            <tr key={run.id} className="border-t border-white/10 align-top">
              <td className="py-1.5 pr-3 tabular-nums">{formatDateTime(run.startedAt, language)}</td>
              <td className="py-1.5 pr-3">{t(`sportsbook.feeds.sources.trigger.${run.trigger}`)}</td>
              <td className="py-1.5 pr-3">{t(`sportsbook.feeds.sources.runStatus.${run.status}`)}</td>
              <td className="py-1.5 pr-3 tabular-nums">
                {t('sportsbook.feeds.sources.counts', {
                  created: run.created,
                  updated: run.updated,
                  unchanged: run.unchanged,
                  refused: run.refused,
                })}
              </td>
              <td className="py-1.5">
                {run.errorCode ? (
                  <>
                    {t(`sportsbook.feeds.sources.errors.${run.errorCode}`, { status: run.httpStatus ?? '' })}
                    {run.errorDetail && (
                      <span className="block break-all font-mono text-xs text-slate-400">
                        {run.errorDetail}
                      </span>
                    )}
                  </>
                ) : (
                  '—'
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
