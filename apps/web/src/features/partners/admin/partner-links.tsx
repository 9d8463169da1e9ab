import { type AffiliateLinkInput, affiliateLinkInput } from '@khela/contracts/partners'
import { ContentLoadFailure, ListLoading } from '../../../components/admin/admin-page-states.tsx'
import { DataTable } from '../../../components/admin/data-table.tsx'
import { buttonClass } from '../../../components/ui/button-styles.ts'
import { FormFailure } from '../../../components/ui/form-failure.tsx'
import { FormField, inputClass } from '../../../components/ui/form-field.tsx'
import { formatDate } from '../../../lib/format.ts'
import { currentLanguage, useTranslation } from '../../../lib/i18n.ts'
import { notify } from '../../../lib/toast.ts'
import { useSubmitFailure, useZodForm } from '../../../lib/use-zod-form.ts'
import { type PortalSubject, useCreatePartnerLink, usePartnerLinks } from './partners-admin-api.ts'

/** The address a link's visitors follow: the site's own origin, so it reads as the site's. */
export const trackingUrl = (code: string) => `${window.location.origin}/r/${code}`

/** An affiliate's links with their addresses; an approved affiliate's own portal also makes new ones. */
export function PartnerLinks({ subject, mayCreate }: { subject: PortalSubject; mayCreate: boolean }) {
  const { t } = useTranslation('admin')
  const links = usePartnerLinks(subject)
  const language = currentLanguage()
  return (
    <section aria-labelledby="partner-links-title" className="space-y-4">
      <h2 id="partner-links-title" className="text-base font-bold text-white">
        {t('partners.links.title')}
      </h2>
      {mayCreate && <NewLinkForm />}
      {links.isPending ? (
        <ListLoading />
      ) : links.isError ? (
        <ContentLoadFailure error={links.error} onRetry={() => links.refetch()} />
      ) : (
        <DataTable
          label={t('partners.links.title')}
          columns={[
            {
              id: 'name',
              header: t('partners.links.name'),
              isRowHeader: true,
              wraps: true,
              cell: (row) => row.name,
            },
            {
              id: 'url',
              header: t('partners.links.url'),
              cell: (row) => <code className="text-gold-300">{trackingUrl(row.code)}</code>,
            },
            { id: 'subId', header: t('partners.links.subId'), cell: (row) => row.subId || '—' },
            { id: 'landing', header: t('partners.links.landingPath'), cell: (row) => row.landingPath },
            {
              id: 'created',
              header: t('partners.links.createdAt'),
              cell: (row) => formatDate(row.createdAt, language),
            },
          ]}
          rows={links.data.links}
          rowKey={(row) => row.id}
          empty={<p className="text-sm text-slate-400">{t('partners.links.empty')}</p>}
          minWidthClass="min-w-[48rem]"
        />
      )}
    </section>
  )
}

const fields = ['name', 'subId', 'landingPath'] as const

function NewLinkForm() {
  const { t } = useTranslation('admin')
  const { t: common } = useTranslation()
  const create = useCreatePartnerLink()
  const form = useZodForm(affiliateLinkInput, { name: '', subId: '', landingPath: '/' } as AffiliateLinkInput)
  const failure = useSubmitFailure(form.setError, fields)
  const errorOf = (field: (typeof fields)[number]) => {
    const code = form.formState.errors[field]?.message
    return code ? common(`fieldErrors.${code}`) : undefined
  }
  const submit = form.handleSubmit((input) => {
    failure.clear()
    if (create.isPending) return
    create.mutate(input, {
      onSuccess: (link) => {
        notify('success', t('partners.links.made', { name: link.name }))
        form.reset()
      },
      onError: failure.fail,
    })
  })
  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label={t('partners.links.new')}
      className="grid gap-3 sm:grid-cols-4"
    >
      <FormField label={t('partners.links.name')} error={errorOf('name')}>
        {(control) => <input {...control} {...form.register('name')} className={inputClass} />}
      </FormField>
      <FormField label={t('partners.links.subId')} error={errorOf('subId')}>
        {(control) => <input {...control} {...form.register('subId')} className={inputClass} />}
      </FormField>
      <FormField label={t('partners.links.landingPath')} error={errorOf('landingPath')}>
        {(control) => <input {...control} {...form.register('landingPath')} className={inputClass} />}
      </FormField>
      <div className="flex items-end">
        <button type="submit" disabled={create.isPending} className={buttonClass('gold', 'md')}>
          {t('partners.links.create')}
        </button>
      </div>
      <div className="sm:col-span-4">
        <FormFailure message={failure.failure} />
      </div>
    </form>
  )
}
