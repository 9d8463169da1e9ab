import type { AdminProviderRow } from '@khela/contracts/admin-catalog'
import { hasPermission } from '@khela/contracts/permissions'
import type { SessionUser } from '@khela/contracts/session'
import { KeyRound } from 'lucide-react'
import { useState } from 'react'
import { useSearchParams } from 'react-router'
import { PageHeader } from '../../../components/ui/page-header.tsx'
import { SelectField } from '../../../components/ui/select-field.tsx'
import { Tabs } from '../../../components/ui/tabs.tsx'
import { useTranslation } from '../../../lib/i18n.ts'
import { ApiSetupForm } from './api-setup-form.tsx'
import { useAdminProviders } from './find-admin-providers.ts'
import { GameFileImport } from './game-file-import.tsx'
import { LoadFailure } from './load-failure.tsx'

const tabs = ['apiSetup', 'generateGame'] as const
type Tab = (typeof tabs)[number]

const slugOf = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')

/** The sidebar names providers by a slug of their name ('pragmatic-play'); the catalogue by code ('pragmatic'). */
function providerFor(providers: AdminProviderRow[], slug: string): AdminProviderRow | undefined {
  return providers.find((provider) => provider.code === slug || slugOf(provider.name) === slug)
}

/** /dashboard/gamesapi?provider=<slug>: one provider's API Setup and its game file (Generate Game). */
export function GamesApiPage({ viewer }: { viewer: SessionUser }) {
  const { t } = useTranslation('admin')
  const [params, setParams] = useSearchParams()
  const requested = params.get('provider') ?? ''
  const providers = useAdminProviders()
  const mayManageKeys = hasPermission(viewer.role, 'providers.write')
  const [tab, setTab] = useState<Tab>(mayManageKeys ? 'apiSetup' : 'generateGame')
  const provider = providers.data ? providerFor(providers.data.providers, requested) : undefined

  return (
    <>
      <PageHeader
        title={t('sections.gamesapi.title')}
        icon={KeyRound}
        aside={
          provider && (
            <span className="rounded-full bg-night-700 px-3 py-1 text-xs font-bold uppercase text-gold-300">
              {provider.name}
            </span>
          )
        }
      />
      {providers.isPending ? (
        <p role="status" className="py-10 text-center text-sm text-slate-400">
          {t('loading')}
        </p>
      ) : providers.isError ? (
        <LoadFailure error={providers.error} onRetry={() => providers.refetch()} />
      ) : (
        <div className="space-y-4">
          <div className="max-w-sm">
            <SelectField
              label={t('catalog.credentials.provider')}
              value={provider?.code ?? ''}
              emptyLabel={t('catalog.credentials.chooseProvider')}
              isPlaceholder
              options={providers.data.providers.map((option) => ({ value: option.code, label: option.name }))}
              onChange={(code) => setParams({ provider: code })}
            />
          </div>
          {!provider ? (
            <p
              role={requested ? 'alert' : undefined}
              className="rounded-xl border border-dashed border-night-600 p-4 text-sm text-slate-300"
            >
              {requested
                ? t('catalog.credentials.unknownProvider', { provider: requested })
                : t('catalog.credentials.pickProvider')}
            </p>
          ) : (
            <Tabs
              label={t('sections.gamesapi.title')}
              tabs={tabs.map((option) => ({ id: option, label: t(`catalog.credentials.tabs.${option}`) }))}
              selected={tab}
              onSelect={setTab}
            >
              {tab === 'generateGame' ? (
                <GameFileImport providerCode={provider.code} />
              ) : mayManageKeys ? (
                <ApiSetupForm providerCode={provider.code} />
              ) : (
                <p className="text-sm text-slate-300">{t('catalog.credentials.adminsOnly')}</p>
              )}
            </Tabs>
          )}
        </div>
      )}
    </>
  )
}
