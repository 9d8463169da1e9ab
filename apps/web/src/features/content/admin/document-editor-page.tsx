import { adminRulesUpdate, adminTutorialsUpdate, type RulesDocument } from '@khela/contracts/content'
import { hasPermission } from '@khela/contracts/permissions'
import type { SessionUser } from '@khela/contracts/session'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { ScrollText } from 'lucide-react'
import { ContentLoadFailure, ContentOnlyNotice } from '../../../components/admin/admin-page-states.tsx'
import { buttonClass } from '../../../components/ui/button-styles.ts'
import { FormFailure } from '../../../components/ui/form-failure.tsx'
import { FormField, inputClass } from '../../../components/ui/form-field.tsx'
import { PageHeader } from '../../../components/ui/page-header.tsx'
import { api } from '../../../lib/endpoint.ts'
import * as adminContentApi from '../../../lib/endpoints/admin/content.ts'
import { useTranslation } from '../../../lib/i18n.ts'
import { notify } from '../../../lib/toast.ts'
import { useFieldErrorText } from '../../../lib/use-field-error-text.ts'
import { useSubmitFailure, useZodForm } from '../../../lib/use-zod-form.ts'

const formFields = ['body.en', 'body.bn'] as const
/** The documents the operator writes whole, in the Rules page's format. */
export type ContentDocumentName = 'rules' | 'tutorials'

const documentApi = {
  rules: { read: adminContentApi.rules, update: adminContentApi.updateRules, schema: adminRulesUpdate },
  tutorials: {
    read: adminContentApi.tutorials,
    update: adminContentApi.updateTutorials,
    schema: adminTutorialsUpdate,
  },
} as const

const adminQueryKey = (document: ContentDocumentName) => ['admin', 'content', document] as const

/**
 * /dashboard/rules and /dashboard/tutorials: the Rules or Tutorials page's text in both languages
 * (`content.write`).
 */
export function DocumentEditorPage({
  viewer,
  document,
}: {
  viewer: SessionUser
  document: ContentDocumentName
}) {
  const { t } = useTranslation('admin')
  const title = t(`content.${document}.title`)
  const rules = useQuery({
    queryKey: adminQueryKey(document),
    queryFn: ({ signal }) => api(documentApi[document].read, { signal }),
    staleTime: 0,
    enabled: hasPermission(viewer.role, 'content.write'),
    meta: { showsOwnError: true },
  })
  if (!hasPermission(viewer.role, 'content.write'))
    return <ContentOnlyNotice title={title} icon={ScrollText} />
  return (
    <>
      <PageHeader title={title} icon={ScrollText} />
      {rules.isPending ? (
        <p role="status" className="py-10 text-center text-sm text-slate-400">
          {t('loading')}
        </p>
      ) : rules.isError ? (
        <ContentLoadFailure error={rules.error} onRetry={() => rules.refetch()} />
      ) : (
        <DocumentForm key={rules.data.updatedAt ?? 'new'} document={document} rules={rules.data} />
      )}
    </>
  )
}

function DocumentForm({ document, rules }: { document: ContentDocumentName; rules: RulesDocument }) {
  const { t } = useTranslation('admin')
  const fieldText = useFieldErrorText()
  const queryClient = useQueryClient()
  const form = useZodForm(documentApi[document].schema, { body: rules.body })
  const { failure, clear, fail } = useSubmitFailure(form.setError, formFields)
  const { errors } = form.formState
  const save = useMutation({
    mutationFn: ({ body }: { body: RulesDocument['body'] }) =>
      api(documentApi[document].update, { body: { body } }),
    meta: { showsOwnError: true },
    onSuccess: (saved) => {
      queryClient.setQueryData(adminQueryKey(document), saved)
      void queryClient.invalidateQueries({ queryKey: ['content', document] })
      notify('success', t(`content.${document}.saved`))
    },
  })
  return (
    <form
      noValidate
      className="space-y-4"
      onSubmit={form.handleSubmit((rulesUpdate) => {
        clear()
        save.mutate(rulesUpdate, { onError: fail })
      })}
    >
      <p className="text-sm text-slate-400">{t(`content.${document}.formatHint`)}</p>
      <div className="grid gap-4 xl:grid-cols-2">
        {(['en', 'bn'] as const).map((language) => (
          <FormField
            key={language}
            label={t(`content.${document}.body.${language}`)}
            error={fieldText(errors.body?.[language]?.message)}
          >
            {(control) => (
              <textarea
                {...control}
                {...form.register(`body.${language}`)}
                className={`${inputClass} h-auto min-h-96 py-2 font-mono leading-relaxed`}
              />
            )}
          </FormField>
        ))}
      </div>
      <FormFailure message={failure} />
      <div className="flex justify-end">
        <button type="submit" disabled={save.isPending} className={buttonClass('gold')}>
          {t(`content.${document}.save`)}
        </button>
      </div>
    </form>
  )
}
