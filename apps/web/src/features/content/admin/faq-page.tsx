import type { AdminFaqEntry } from '@khela/contracts/content'
import { hasPermission } from '@khela/contracts/permissions'
import type { SessionUser } from '@khela/contracts/session'
import { ArrowDown, ArrowUp, CircleHelp, Pencil, Plus, Trash2 } from 'lucide-react'
import { useState } from 'react'
import { ContentLoadFailure, ContentOnlyNotice } from '../../../components/admin/admin-page-states.tsx'
import { buttonClass } from '../../../components/ui/button-styles.ts'
import { EmptyState } from '../../../components/ui/empty-state.tsx'
import { PageHeader } from '../../../components/ui/page-header.tsx'
import { errorMessage } from '../../../lib/error-message.ts'
import { useTranslation } from '../../../lib/i18n.ts'
import { notify } from '../../../lib/toast.ts'
import { useDeleteFaqEntry } from './delete-faq-entry.ts'
import { FaqEntryForm } from './faq-entry-form.tsx'
import { useAdminFaq } from './find-admin-faq.ts'
import { useSaveFaqEntry } from './save-faq-entry.ts'

/** /dashboard/faq: the questions in the site's footer (`content.write`). */
export function FaqPage({ viewer }: { viewer: SessionUser }) {
  const { t } = useTranslation('admin')
  const title = t('content.faq.title')
  const [editing, setEditing] = useState<AdminFaqEntry | 'new' | null>(null)
  if (!hasPermission(viewer.role, 'content.write'))
    return <ContentOnlyNotice title={title} icon={CircleHelp} />
  return (
    <>
      <PageHeader
        title={title}
        icon={CircleHelp}
        aside={
          editing === null && (
            <button type="button" onClick={() => setEditing('new')} className={buttonClass('gold', 'sm')}>
              <Plus aria-hidden size={15} />
              {t('content.faq.add')}
            </button>
          )
        }
      />
      <div className="space-y-5">
        {editing !== null && (
          <FaqEntryForm
            key={editing === 'new' ? 'new' : editing.id}
            entry={editing === 'new' ? null : editing}
            onDone={() => setEditing(null)}
          />
        )}
        <FaqList onEdit={setEditing} />
      </div>
    </>
  )
}

function FaqList({ onEdit }: { onEdit: (entry: AdminFaqEntry) => void }) {
  const { t } = useTranslation('admin')
  const faq = useAdminFaq()
  const save = useSaveFaqEntry()
  const deleteEntry = useDeleteFaqEntry()
  if (faq.isPending) {
    return (
      <p role="status" className="py-10 text-center text-sm text-slate-400">
        {t('loading')}
      </p>
    )
  }
  if (faq.isError) return <ContentLoadFailure error={faq.error} onRetry={() => faq.refetch()} />
  const entries = faq.data.entries
  if (entries.length === 0) {
    return (
      <EmptyState icon={CircleHelp} title={t('content.faq.emptyTitle')} body={t('content.faq.emptyBody')} />
    )
  }
  const isBusy = save.isPending || deleteEntry.isPending
  const failure = save.isError ? save.error : deleteEntry.isError ? deleteEntry.error : null
  return (
    <>
      {failure !== null && (
        <p role="alert" className="text-sm font-medium text-ember-500">
          {errorMessage(failure)}
        </p>
      )}
      <ol
        aria-label={t('content.faq.listLabel')}
        className="divide-y divide-night-700 rounded-2xl border border-night-700 bg-night-850"
      >
        {entries.map((entry, index) => (
          <li key={entry.id} aria-label={entry.question.en} className="flex flex-wrap items-start gap-3 p-4">
            <div className="min-w-0 flex-1">
              <p className="font-semibold text-white">{entry.question.en}</p>
              <p className="text-sm text-slate-400">{entry.question.bn}</p>
              {!entry.isPublished && (
                <span className="mt-1 inline-block rounded bg-night-700 px-2 py-0.5 text-xs text-slate-300">
                  {t('content.faq.hidden')}
                </span>
              )}
            </div>
            <span className="flex gap-1">
              <button
                type="button"
                aria-label={t('content.moveEarlier', { name: entry.question.en })}
                disabled={index === 0 || isBusy}
                onClick={() => save.mutate({ id: entry.id, position: entry.position - 1 })}
                className={buttonClass('outline', 'sm')}
              >
                <ArrowUp aria-hidden size={14} />
              </button>
              <button
                type="button"
                aria-label={t('content.moveLater', { name: entry.question.en })}
                disabled={index === entries.length - 1 || isBusy}
                onClick={() => save.mutate({ id: entry.id, position: entry.position + 1 })}
                className={buttonClass('outline', 'sm')}
              >
                <ArrowDown aria-hidden size={14} />
              </button>
              <button
                type="button"
                aria-label={t('content.editNamed', { name: entry.question.en })}
                onClick={() => onEdit(entry)}
                className={buttonClass('outline', 'sm')}
              >
                <Pencil aria-hidden size={14} />
              </button>
              <button
                type="button"
                aria-label={t('content.deleteNamed', { name: entry.question.en })}
                disabled={isBusy}
                onClick={() =>
                  deleteEntry.mutate(entry.id, {
                    onSuccess: () => notify('success', t('content.faq.deleted')),
                  })
                }
                className={buttonClass('danger', 'sm')}
              >
                <Trash2 aria-hidden size={14} />
              </button>
            </span>
          </li>
        ))}
      </ol>
    </>
  )
}
