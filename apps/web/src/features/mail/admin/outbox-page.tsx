import type { OutboxEmail } from '@khela/contracts/mail'
import { Mail, RefreshCw } from 'lucide-react'
import { type FormEvent, useId, useState } from 'react'
import { useSearchParams } from 'react-router'
import { buttonClass } from '../../../components/ui/button-styles.ts'
import { inputClass } from '../../../components/ui/form-field.tsx'
import { PageHeader } from '../../../components/ui/page-header.tsx'
import { errorMessage } from '../../../lib/error-message.ts'
import { useTranslation } from '../../../lib/i18n.ts'
import { EmailDialog } from './email-dialog.tsx'
import { useOutboxEmails } from './find-outbox-emails.ts'
import { OutboxTable } from './outbox-table.tsx'

/** /dashboard/outbox: what the platform emailed whom, so staff can help a player whose email went nowhere. */
export function OutboxPage() {
  const { t } = useTranslation('admin')
  const [params, setParams] = useSearchParams()
  const recipient = (params.get('recipient') ?? '').trim()
  const emails = useOutboxEmails(recipient)
  const [draft, setDraft] = useState(recipient)
  const [opened, setOpened] = useState<OutboxEmail | null>(null)
  const inputId = useId()

  const filter = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    setParams(draft.trim() ? { recipient: draft.trim() } : {}, { replace: true })
  }

  return (
    <>
      <PageHeader
        title={t('outbox.title')}
        icon={Mail}
        aside={
          <button
            type="button"
            onClick={() => emails.refetch()}
            disabled={emails.isFetching}
            className={buttonClass('outline', 'sm')}
          >
            <RefreshCw aria-hidden size={14} />
            {t('outbox.refresh')}
          </button>
        }
      />
      <p className="mb-4 text-sm text-slate-400">{t('outbox.intro')}</p>
      <search className="relative mb-4 block max-w-xl">
        <form onSubmit={filter} className="flex gap-2">
          <label htmlFor={inputId} className="sr-only">
            {t('outbox.recipientFilter')}
          </label>
          <input
            id={inputId}
            type="search"
            value={draft}
            maxLength={254}
            placeholder={t('outbox.recipientPlaceholder')}
            onChange={(event) => setDraft(event.target.value)}
            className={`${inputClass} min-w-0 flex-1`}
          />
          <button type="submit" className={buttonClass('gold')}>
            {t('outbox.filter')}
          </button>
        </form>
      </search>

      {emails.isPending ? (
        <p role="status" className="py-10 text-center text-sm text-slate-400">
          {t('loading')}
        </p>
      ) : emails.isError ? (
        <div role="alert" className="rounded-xl border border-ember-500/40 bg-ember-500/10 p-4 text-sm">
          <p className="font-semibold text-white">{t('outbox.loadFailed')}</p>
          <p className="mt-1 text-slate-300">{errorMessage(emails.error)}</p>
        </div>
      ) : emails.data.emails.length === 0 ? (
        <p className="rounded-xl border border-dashed border-night-600 py-10 text-center text-sm text-slate-400">
          {t('outbox.empty')}
        </p>
      ) : (
        <OutboxTable emails={emails.data.emails} onOpen={setOpened} />
      )}

      <EmailDialog email={opened} onClose={() => setOpened(null)} />
    </>
  )
}
