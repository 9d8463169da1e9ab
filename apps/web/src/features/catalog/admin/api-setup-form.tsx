import {
  type ProviderCredentialsView,
  type ProviderSecretField,
  providerCredentialsUpdate,
  providerSecretFields,
} from '@khela/contracts/provider-setup'
import { buttonClass } from '../../../components/ui/button-styles.ts'
import { FormField, inputClass } from '../../../components/ui/form-field.tsx'
import { formatDateTime } from '../../../lib/format.ts'
import { currentLanguage, hasTranslation, useTranslation } from '../../../lib/i18n.ts'
import { notify } from '../../../lib/toast.ts'
import { useFieldErrorText } from '../../../lib/use-field-error-text.ts'
import { useSubmitFailure, useZodForm } from '../../../lib/use-zod-form.ts'
import { catalogErrorMessage } from './catalog-error-message.ts'
import { LoadFailure } from './load-failure.tsx'
import { useProviderCredentials, useSaveProviderCredentials } from './provider-credentials.ts'

const formFields = [...providerSecretFields, 'providerIps', 'launchUrl', 'demoUrl'] as const
const emptySecrets: Record<ProviderSecretField, string> = {
  apiKey: '',
  licenseKey: '',
  gameProviderKey: '',
  secretPin: '',
}

/** API Setup: the stored secrets are never shown, only masked; an empty field keeps what is stored. */
export function ApiSetupForm({ providerCode }: { providerCode: string }) {
  const { t } = useTranslation('admin')
  const credentials = useProviderCredentials(providerCode)
  if (credentials.isPending) {
    return (
      <p role="status" className="py-6 text-center text-sm text-slate-400">
        {t('loading')}
      </p>
    )
  }
  if (credentials.isError)
    return <LoadFailure error={credentials.error} onRetry={() => credentials.refetch()} />
  return <CredentialsForm key={providerCode} providerCode={providerCode} view={credentials.data} />
}

function CredentialsForm({ providerCode, view }: { providerCode: string; view: ProviderCredentialsView }) {
  const { t } = useTranslation('admin')
  const language = currentLanguage()
  const sharedFieldText = useFieldErrorText()
  const save = useSaveProviderCredentials()
  const form = useZodForm(providerCredentialsUpdate, {
    ...emptySecrets,
    providerIps: view.providerIps.join('\n'),
    launchUrl: view.launchUrl ?? '',
    demoUrl: view.demoUrl ?? '',
    clear: [],
  })
  const { failure, clear, fail } = useSubmitFailure(form.setError, formFields, (error) =>
    catalogErrorMessage(error, 'credentials.saveErrors'),
  )
  const { errors } = form.formState
  const cleared = form.watch('clear') ?? []
  const errorText = (code: string | undefined) => {
    if (!code) return undefined
    const key = `catalog.credentials.errors.${code}`
    return hasTranslation('admin', key) ? t(key) : sharedFieldText(code)
  }

  // The server reads the typed address list itself, so what was typed is sent once the contract accepts it.
  const submit = form.handleSubmit(() => {
    clear()
    save.mutate(
      { code: providerCode, update: form.getValues() },
      {
        onSuccess: (saved) => {
          notify('success', t('catalog.credentials.saved', { provider: saved.provider.name }))
          form.reset({
            ...emptySecrets,
            providerIps: saved.providerIps.join('\n'),
            launchUrl: saved.launchUrl ?? '',
            demoUrl: saved.demoUrl ?? '',
            clear: [],
          })
        },
        onError: fail,
      },
    )
  })

  return (
    <form noValidate onSubmit={submit} className="max-w-xl space-y-4">
      <p className="text-xs text-slate-400">{t('catalog.credentials.explained')}</p>
      {providerSecretFields.map((field) => {
        const stored = view[field]
        return (
          <FormField
            key={field}
            label={t(`catalog.credentials.fields.${field}`)}
            error={errorText(errors[field]?.message)}
            hint={
              <div className="flex flex-wrap items-center justify-between gap-2 text-xs text-slate-400">
                <span data-testid={`stored-${field}`}>
                  {stored.isSet
                    ? t('catalog.credentials.stored', { masked: stored.masked ?? '••••••' })
                    : t('catalog.credentials.notSet')}
                </span>
                {stored.isSet && (
                  <label className="flex items-center gap-1.5">
                    <input
                      type="checkbox"
                      checked={cleared.includes(field)}
                      onChange={(event) =>
                        form.setValue(
                          'clear',
                          event.target.checked
                            ? [...cleared, field]
                            : cleared.filter((other) => other !== field),
                        )
                      }
                      className="size-4 accent-ember-500"
                    />
                    {t('catalog.credentials.clear')}
                  </label>
                )}
              </div>
            }
          >
            {(control) => (
              <input
                {...control}
                type="password"
                autoComplete="off"
                {...form.register(field)}
                disabled={cleared.includes(field)}
                placeholder={stored.isSet ? t('catalog.credentials.keepPlaceholder') : ''}
                className={`${inputClass} font-mono`}
              />
            )}
          </FormField>
        )
      })}
      <FormField
        label={t('catalog.credentials.fields.providerIps')}
        error={errorText(errors.providerIps?.message)}
        hint={<p className="text-xs text-slate-400">{t('catalog.credentials.providerIpsHint')}</p>}
      >
        {(control) => (
          <textarea
            {...control}
            rows={3}
            {...form.register('providerIps')}
            spellCheck={false}
            className={`${inputClass} h-auto py-2 font-mono`}
          />
        )}
      </FormField>
      {(['launchUrl', 'demoUrl'] as const).map((field) => (
        <FormField
          key={field}
          label={t(`catalog.credentials.fields.${field}`)}
          error={errorText(errors[field]?.message)}
          hint={<p className="text-xs text-slate-400">{t(`catalog.credentials.${field}Hint`)}</p>}
        >
          {(control) => (
            <input
              {...control}
              type="url"
              inputMode="url"
              spellCheck={false}
              autoComplete="off"
              {...form.register(field)}
              className={`${inputClass} font-mono`}
            />
          )}
        </FormField>
      ))}
      <WalletUrl url={view.walletUrl} />
      {failure && (
        <p role="alert" className="text-sm font-medium text-ember-500">
          {failure}
        </p>
      )}
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-xs text-slate-500">
          {view.updatedAt
            ? t('catalog.credentials.updatedAt', { when: formatDateTime(view.updatedAt, language) })
            : t('catalog.credentials.neverSaved')}
        </p>
        <button type="submit" disabled={save.isPending} className={buttonClass('gold')}>
          {save.isPending ? '...' : t('catalog.credentials.save')}
        </button>
      </div>
    </form>
  )
}

/** The address the provider's server calls, shown to copy (it is the same for every provider). */
function WalletUrl({ url }: { url: string }) {
  const { t } = useTranslation('admin')
  return (
    <div className="space-y-1">
      <p id="wallet-url-label" className="text-sm font-medium text-slate-200">
        {t('catalog.credentials.fields.walletUrl')}
      </p>
      <div className="flex flex-wrap items-center gap-2">
        <input
          readOnly
          value={url}
          aria-labelledby="wallet-url-label"
          lang="en"
          onFocus={(event) => event.currentTarget.select()}
          className={`${inputClass} min-w-0 flex-1 font-mono text-xs`}
        />
        <button
          type="button"
          className={buttonClass('outline', 'sm')}
          onClick={() =>
            void navigator.clipboard
              ?.writeText(url)
              .then(() => notify('success', t('catalog.credentials.copied')))
          }
        >
          {t('catalog.credentials.copyWalletUrl')}
        </button>
      </div>
      <p className="text-xs text-slate-400">{t('catalog.credentials.walletUrlHint')}</p>
    </div>
  )
}
