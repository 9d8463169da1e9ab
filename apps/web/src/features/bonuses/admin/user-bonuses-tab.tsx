import type { Grant } from '@khela/contracts/bonuses'
import { hasPermission } from '@khela/contracts/permissions'
import type { SessionUser } from '@khela/contracts/session'
import { useQuery } from '@tanstack/react-query'
import { useRef, useState } from 'react'
import { ListEmpty, ListLoading } from '../../../components/admin/admin-page-states.tsx'
import { type Column, DataTable } from '../../../components/admin/data-table.tsx'
import { buttonClass } from '../../../components/ui/button-styles.ts'
import { FormField, inputClass } from '../../../components/ui/form-field.tsx'
import { api } from '../../../lib/endpoint.ts'
import * as adminUsersApi from '../../../lib/endpoints/admin/users.ts'
import { errorMessage } from '../../../lib/error-message.ts'
import { formatDateTime } from '../../../lib/format.ts'
import { currentLanguage, translate, useTranslation } from '../../../lib/i18n.ts'
import { formatMoney } from '../../../lib/money.ts'
import { notify } from '../../../lib/toast.ts'
import { useZodForm } from '../../../lib/use-zod-form.ts'
import { useCampaigns, useGrantByHand, useUserGrants } from './bonus-admin-queries.ts'
import { ForfeitGrantDialog } from './forfeit-grant-dialog.tsx'
import { manualGrantForm } from './manual-grant-form.ts'

/** The user profile's Bonuses tab: the registration's offer and code, the player's grants, forfeit and grant by hand. */
export function UserBonusesTab({ userId, viewer }: { userId: string; viewer: SessionUser }) {
  const { t } = useTranslation('admin')
  if (!hasPermission(viewer.role, 'bonuses.read'))
    return <p className="py-8 text-center text-sm text-slate-400">{t('bonuses.notAllowed')}</p>
  const canGrant = hasPermission(viewer.role, 'bonuses.grant')
  return (
    <div className="space-y-6">
      <RegistrationChoice userId={userId} />
      <GrantsTable userId={userId} canGrant={canGrant} />
      {canGrant && <GrantByHandForm userId={userId} />}
    </div>
  )
}

function RegistrationChoice({ userId }: { userId: string }) {
  const { t } = useTranslation('admin')
  const user = useQuery({
    queryKey: ['admin', 'bonuses', 'user', userId],
    queryFn: ({ signal }) => api(adminUsersApi.user, { params: { userId }, signal }),
    meta: { showsOwnError: true },
  })
  const profile = user.data?.playerProfile
  if (!profile) return null
  return (
    <dl className="grid gap-2 rounded-lg border border-night-700 bg-night-850 p-3 text-sm sm:grid-cols-2">
      <div>
        <dt className="text-xs text-slate-400">{t('bonuses.welcomeOffer')}</dt>
        <dd className="font-semibold text-white">
          {translate('common', `auth.offers.${profile.welcomeOffer}`)}
        </dd>
      </div>
      <div>
        <dt className="text-xs text-slate-400">{t('bonuses.promoCode')}</dt>
        <dd className="font-semibold text-white">{profile.promoCode ?? '—'}</dd>
      </div>
    </dl>
  )
}

function GrantsTable({ userId, canGrant }: { userId: string; canGrant: boolean }) {
  const { t } = useTranslation('admin')
  const language = currentLanguage()
  const grants = useUserGrants(userId)
  const [forfeiting, setForfeiting] = useState<Grant | null>(null)
  if (grants.isPending) return <ListLoading />
  if (grants.isError)
    return (
      <p role="alert" className="text-sm text-ember-500">
        {errorMessage(grants.error)}
      </p>
    )
  const money = (grant: Grant, amount: number) => formatMoney(amount, grant.currency, language)
  const columns: Column<Grant>[] = [
    {
      id: 'name',
      header: t('bonuses.columns.name'),
      cell: (row) => row.terms.name[language],
      isRowHeader: true,
      wraps: true,
    },
    {
      id: 'status',
      header: t('bonuses.columns.status'),
      cell: (row) =>
        `${t(`bonuses.grantStatuses.${row.status}`)}${row.forfeitReason ? ` (${row.forfeitReason})` : ''}`,
    },
    {
      id: 'amount',
      header: t('bonuses.columns.amount'),
      cell: (row) => money(row, row.amount),
      isNumeric: true,
    },
    {
      id: 'balance',
      header: t('bonuses.columns.balance'),
      cell: (row) => money(row, row.balance),
      isNumeric: true,
    },
    {
      id: 'wagering',
      header: t('bonuses.columns.wagering'),
      cell: (row) => `${money(row, row.wagered)} / ${money(row, row.wageringRequired)}`,
      isNumeric: true,
    },
    {
      id: 'expires',
      header: t('bonuses.columns.expires'),
      cell: (row) => formatDateTime(row.expiresAt, language),
    },
    ...(canGrant
      ? [
          {
            id: 'actions',
            header: t('bonuses.columns.actions'),
            cell: (row: Grant) =>
              row.status === 'active' ? (
                <button
                  type="button"
                  onClick={() => setForfeiting(row)}
                  aria-label={t('bonuses.forfeit.named', { name: row.terms.name[language] })}
                  className={buttonClass('outline', 'sm')}
                >
                  {t('bonuses.forfeit.open')}
                </button>
              ) : null,
          },
        ]
      : []),
  ]
  return (
    <>
      <DataTable
        label={t('bonuses.grantsTitle')}
        caption="visible"
        columns={columns}
        rows={grants.data.grants}
        rowKey={(row) => row.id}
        empty={<ListEmpty text={t('bonuses.noGrants')} />}
        minWidthClass="min-w-[48rem]"
      />
      <ForfeitGrantDialog grant={forfeiting} onClose={() => setForfeiting(null)} />
    </>
  )
}

function GrantByHandForm({ userId }: { userId: string }) {
  const { t } = useTranslation('admin')
  const campaigns = useCampaigns()
  const grant = useGrantByHand(userId)
  const language = currentLanguage()
  const key = useRef<string | null>(null)
  const form = useZodForm(manualGrantForm, { campaignId: '', amount: '', reason: '' })
  const { errors } = form.formState
  const chosen = campaigns.data?.campaigns.find((campaign) => campaign.id === form.watch('campaignId'))
  // Free spins give the campaign's spins: there is no amount to type.
  const isFreeSpins = chosen?.reward.kind === 'free_spins'
  const change = () => {
    key.current = null
    grant.reset()
  }

  const submit = form.handleSubmit((input) => {
    if (grant.isPending) return
    key.current ??= crypto.randomUUID()
    grant.mutate(
      { input, idempotencyKey: key.current },
      {
        onSuccess: (granted) => {
          notify('success', t('bonuses.grantByHand.done', { name: granted.terms.name[language] }))
          key.current = null
          form.reset()
        },
      },
    )
  })

  return (
    <form noValidate onSubmit={submit} aria-labelledby="grant-by-hand" className="space-y-3">
      <h3 id="grant-by-hand" className="text-base font-bold text-white">
        {t('bonuses.grantByHand.title')}
      </h3>
      <div className="grid gap-3 sm:grid-cols-2">
        <FormField
          label={t('bonuses.grantByHand.campaign')}
          error={errors.campaignId && t('bonuses.required')}
        >
          {(control) => (
            <select
              {...control}
              {...form.register('campaignId', { onChange: change })}
              className={inputClass}
            >
              <option value="">{t('bonuses.grantByHand.choose')}</option>
              {campaigns.data?.campaigns.map((campaign) => (
                <option key={campaign.id} value={campaign.id}>
                  {campaign.name[language]}
                </option>
              ))}
            </select>
          )}
        </FormField>
        {isFreeSpins ? (
          <p className="self-end text-sm text-slate-300">{t('bonuses.grantByHand.freeSpins')}</p>
        ) : (
          <FormField
            label={t('bonuses.grantByHand.amount')}
            error={errors.amount && t('bonuses.amountInvalid')}
          >
            {(control) => (
              <input
                {...control}
                {...form.register('amount', { onChange: change })}
                inputMode="decimal"
                autoComplete="off"
                className={`${inputClass} tabular-nums`}
              />
            )}
          </FormField>
        )}
      </div>
      <FormField label={t('bonuses.reason')} error={errors.reason && t('bonuses.reasonTooShort')}>
        {(control) => (
          <textarea
            {...control}
            {...form.register('reason', { onChange: change })}
            rows={2}
            maxLength={500}
            className={`${inputClass} h-auto py-2`}
          />
        )}
      </FormField>
      {grant.isError && (
        <p role="alert" className="text-sm font-medium text-ember-500">
          {errorMessage(grant.error)}
        </p>
      )}
      <button type="submit" disabled={grant.isPending} className={buttonClass('gold')}>
        {grant.isPending ? '...' : t('bonuses.grantByHand.submit')}
      </button>
    </form>
  )
}
