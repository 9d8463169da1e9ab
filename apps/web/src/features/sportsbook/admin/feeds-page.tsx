import { hasPermission } from '@khela/contracts/permissions'
import type { SessionUser } from '@khela/contracts/session'
import type { FeedImportSummary } from '@khela/contracts/sportsbook-feed'
import { Rss } from 'lucide-react'
import { type FormEvent, useId, useState } from 'react'
import { Link } from 'react-router'
import { buttonClass } from '../../../components/ui/button-styles.ts'
import { EmptyState } from '../../../components/ui/empty-state.tsx'
import { FormFailure } from '../../../components/ui/form-failure.tsx'
import { PageHeader } from '../../../components/ui/page-header.tsx'
import { errorMessage } from '../../../lib/error-message.ts'
import { useTranslation } from '../../../lib/i18n.ts'
import { FeedSourcesSection } from './feed-sources-section.tsx'
import { useImportFeed } from './sportsbook-queries.ts'

/**
 * /dashboard/sportsbook/feeds: a trader imports a feed document (docs/sportsbook-feed.md) and reads what it did,
 * and registers the addresses the server polls for one.
 */
export function SportsbookFeedsPage({ viewer }: { viewer: SessionUser }) {
  const { t } = useTranslation('admin')
  return (
    <>
      <PageHeader title={t('sportsbook.feeds.title')} icon={Rss} />
      {hasPermission(viewer.role, 'sportsbook.trade') ? (
        <div className="space-y-10">
          <FeedUpload />
          <FeedSourcesSection />
        </div>
      ) : (
        <EmptyState
          icon={Rss}
          title={t('sportsbook.notAllowed.title')}
          body={t('sportsbook.notAllowed.body')}
        />
      )}
    </>
  )
}

function FeedUpload() {
  const { t } = useTranslation('admin')
  const fileId = useId()
  const hintId = useId()
  const importFeed = useImportFeed()
  const [file, setFile] = useState<File | null>(null)
  const [failure, setFailure] = useState<string | null>(null)

  async function submit(event: FormEvent) {
    event.preventDefault()
    setFailure(null)
    if (!file) return setFailure(t('sportsbook.feeds.chooseFile'))
    let document: unknown
    try {
      document = JSON.parse(await file.text())
    } catch {
      return setFailure(t('sportsbook.feeds.notJson'))
    }
    importFeed.mutate(document, { onError: (error) => setFailure(errorMessage(error)) })
  }

  return (
    <section className="space-y-6">
      <form onSubmit={submit} className="space-y-3 rounded-xl border border-white/10 p-4" noValidate>
        <h2 className="text-lg font-semibold">{t('sportsbook.feeds.uploadTitle')}</h2>
        <label htmlFor={fileId} className="block text-sm font-medium">
          {t('sportsbook.feeds.file')}
        </label>
        <input
          id={fileId}
          type="file"
          accept="application/json,.json"
          aria-describedby={hintId}
          onChange={(event) => setFile(event.target.files?.[0] ?? null)}
          className="block text-sm"
        />
        <p id={hintId} className="text-sm text-slate-300">
          {t('sportsbook.feeds.fileHint')}
        </p>
        <FormFailure message={failure} />
        <button type="submit" disabled={importFeed.isPending} className={buttonClass('gold')}>
          {t('sportsbook.feeds.submit')}
        </button>
      </form>
      {importFeed.data ? <ImportSummary summary={importFeed.data} /> : null}
    </section>
  )
}

function ImportSummary({ summary }: { summary: FeedImportSummary }) {
  const { t } = useTranslation('admin')
  const counts = ['created', 'updated', 'unchanged', 'refused'] as const
  return (
    <section aria-labelledby="feed-summary" aria-live="polite" className="space-y-3">
      <h2 id="feed-summary" className="text-lg font-semibold">
        {summary.source
          ? t('sportsbook.feeds.summaryTitle', { source: summary.source })
          : t('sportsbook.feeds.documentRefused')}
      </h2>
      {summary.problems.length > 0 ? (
        <ProblemList problems={summary.problems} />
      ) : (
        <>
          <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4">
            {counts.map((outcome) => (
              <div key={outcome} className="rounded-lg border border-white/10 p-3">
                <dt className="text-sm text-slate-300">{t(`sportsbook.feeds.outcome.${outcome}`)}</dt>
                <dd className="text-2xl font-semibold">{summary[outcome]}</dd>
              </div>
            ))}
          </dl>
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{t('sportsbook.feeds.eventsCaption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('sportsbook.feeds.externalId')}</th>
                <th scope="col">{t('sportsbook.feeds.result')}</th>
              </tr>
            </thead>
            <tbody>
              {summary.events.map((event) => (
                <tr key={event.externalId} className="border-t border-white/10 align-top">
                  <td className="py-2 pr-4 font-mono">
                    {event.eventId ? (
                      <Link className="underline" to={`../events/${event.eventId}`} relative="path">
                        {event.externalId}
                      </Link>
                    ) : (
                      event.externalId
                    )}
                  </td>
                  <td className="py-2">
                    {t(`sportsbook.feeds.outcome.${event.outcome}`)}
                    {event.problems.length > 0 ? <ProblemList problems={event.problems} /> : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </section>
  )
}

function ProblemList({ problems }: { problems: FeedImportSummary['problems'] }) {
  const { t } = useTranslation('admin')
  return (
    <ul className="list-disc space-y-1 pl-5 text-sm">
      {problems.map((problem) => (
        <li key={`${problem.path}:${problem.code}`}>
          <code>{problem.path || t('sportsbook.feeds.wholeDocument')}</code>: <code>{problem.code}</code>
        </li>
      ))}
    </ul>
  )
}
