import type { RulesDocument } from '@khela/contracts/content'
import { hasPermission } from '@khela/contracts/permissions'
import type { SessionUser } from '@khela/contracts/session'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { ScrollText } from 'lucide-react'
import { useState } from 'react'
import { ContentLoadFailure, ContentOnlyNotice } from '../../../components/admin/admin-page-states.tsx'
import { buttonClass } from '../../../components/ui/button-styles.ts'
import { FormFailure } from '../../../components/ui/form-failure.tsx'
import { FormField, inputClass } from '../../../components/ui/form-field.tsx'
import { PageHeader } from '../../../components/ui/page-header.tsx'
import { ApiError } from '../../../lib/api.ts'
import { api } from '../../../lib/endpoint.ts'
import * as adminContentApi from '../../../lib/endpoints/admin/content.ts'
import { errorMessage } from '../../../lib/error-message.ts'
import { useTranslation } from '../../../lib/i18n.ts'
import { notify } from '../../../lib/toast.ts'
import { useFieldErrorText } from '../../../lib/use-field-error-text.ts'

const adminRulesQueryKey = ['admin', 'content', 'rules'] as const

/** /dashboard/rules: the Rules page's text in both languages (`content.write`). */
export function RulesEditorPage({ viewer }: { viewer: SessionUser }) {
  const { t } = useTranslation('admin')
  const title = t('content.rules.title')
  const rules = useQuery({
    queryKey: adminRulesQueryKey,
    queryFn: ({ signal }) => api(adminContentApi.rules, { signal }),
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
        <RulesForm key={rules.data.updatedAt ?? 'new'} rules={rules.data} />
      )}
    </>
  )
}

function RulesForm({ rules }: { rules: RulesDocument }) {
  const { t } = useTranslation('admin')
  const fieldText = useFieldErrorText()
  const queryClient = useQueryClient()
  const [body, setBody] = useState(rules.body)
  const save = useMutation({
    mutationFn: () => api(adminContentApi.updateRules, { body: { body } }),
    meta: { showsOwnError: true },
    onSuccess: (saved) => {
      queryClient.setQueryData(adminRulesQueryKey, saved)
      void queryClient.invalidateQueries({ queryKey: ['content', 'rules'] })
      notify('success', t('content.rules.saved'))
    },
  })
  const fields = save.error instanceof ApiError ? (save.error.fields ?? {}) : {}
  return (
    <form
      noValidate
      className="space-y-4"
      onSubmit={(event) => {
        event.preventDefault()
        save.mutate()
      }}
    >
      <p className="text-sm text-slate-400">{t('content.rules.formatHint')}</p>
      <div className="grid gap-4 xl:grid-cols-2">
        {(['en', 'bn'] as const).map((language) => (
          <FormField
            key={language}
            label={t(`content.rules.body.${language}`)}
            error={fieldText(fields[`body.${language}`])}
          >
            {(control) => (
              <textarea
                {...control}
                value={body[language]}
                onChange={(event) => setBody((current) => ({ ...current, [language]: event.target.value }))}
                className={`${inputClass} h-auto min-h-96 py-2 font-mono leading-relaxed`}
              />
            )}
          </FormField>
        ))}
      </div>
      <FormFailure
        message={save.isError && Object.keys(fields).length === 0 ? errorMessage(save.error) : null}
      />
      <div className="flex justify-end">
        <button type="submit" disabled={save.isPending} className={buttonClass('gold')}>
          {t('content.rules.save')}
        </button>
      </div>
    </form>
  )
}
