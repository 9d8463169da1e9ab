import {
  type AdminProviderRoundDetail,
  providerRoundResolutions,
  resolveProviderRoundInput,
} from '@khela/contracts/provider-rounds'
import { DataTable } from '../../../components/admin/data-table.tsx'
import { buttonClass } from '../../../components/ui/button-styles.ts'
import { FormField, inputClass } from '../../../components/ui/form-field.tsx'
import { Modal } from '../../../components/ui/modal.tsx'
import { TimeZoneLabel } from '../../../components/ui/time-zone-label.tsx'
import { errorMessage } from '../../../lib/error-message.ts'
import { formatDateTime } from '../../../lib/format.ts'
import { currentLanguage, useTranslation } from '../../../lib/i18n.ts'
import { formatMoney } from '../../../lib/money.ts'
import { notify } from '../../../lib/toast.ts'
import { useZodForm } from '../../../lib/use-zod-form.ts'
import { RoundStatus } from './provider-rounds-page.tsx'
import { useProviderRound, useResolveProviderRound } from './provider-rounds-queries.ts'

/** The API's floor for a reason (`resolveProviderRoundInput`). */
const REASON_MIN_LENGTH = 3
const REASON_MAX_LENGTH = 500

/** A round with every transaction on it; a stuck round's decision for staff who may take it. */
export function ProviderRoundDialog({
  roundId,
  canResolve,
  onClose,
}: {
  roundId: string | null
  canResolve: boolean
  onClose: () => void
}) {
  const { t } = useTranslation('admin')
  const round = useProviderRound(roundId)
  return (
    <Modal isOpen={roundId !== null} onClose={onClose} title={t('providerRounds.detail.title')} width="wide">
      <div className="space-y-5 p-4">
        {round.isPending ? (
          <p role="status" className="text-sm text-slate-400">
            {t('loading')}
          </p>
        ) : round.isError ? (
          <p role="alert" className="text-sm text-ember-500">
            {errorMessage(round.error)}
          </p>
        ) : (
          <>
            <RoundSummary round={round.data} />
            <Transactions round={round.data} />
            {round.data.isStuck && canResolve && <ResolveForm key={round.data.id} round={round.data} />}
          </>
        )}
      </div>
    </Modal>
  )
}

function RoundSummary({ round }: { round: AdminProviderRoundDetail }) {
  const { t } = useTranslation('admin')
  const language = currentLanguage()
  const money = (amount: number) => formatMoney(amount, round.currency, language)
  const items = [
    ['round', round.roundRef],
    ['provider', round.provider],
    ['player', `${round.player.name} · ${round.player.email}`],
    ['game', round.game],
    ['staked', money(round.staked)],
    ['won', money(round.won)],
    ['refunded', money(round.refunded)],
    ['net', money(round.net)],
    ['status', <RoundStatus key="status" round={round} />],
    ['openedAt', formatDateTime(round.openedAt, language)],
    ['closedAt', round.closedAt ? formatDateTime(round.closedAt, language) : '—'],
  ] as const
  return (
    <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-3">
      {items.map(([id, value]) => (
        <div key={id}>
          <dt className="text-xs font-semibold text-slate-400">{t(`providerRounds.columns.${id}`)}</dt>
          <dd className="wrap-anywhere text-white">{value}</dd>
        </div>
      ))}
    </dl>
  )
}

function Transactions({ round }: { round: AdminProviderRoundDetail }) {
  const { t } = useTranslation('admin')
  const language = currentLanguage()
  const header = (column: string) => t(`providerRounds.detail.columns.${column}`)
  return (
    <DataTable
      label={t('providerRounds.detail.transactions')}
      caption="visible"
      minWidthClass="min-w-[44rem]"
      rows={round.transactions}
      rowKey={(transaction) => transaction.id}
      empty={t('providerRounds.detail.noTransactions')}
      columns={[
        { id: 'ref', header: header('ref'), isRowHeader: true, wraps: true, cell: (row) => row.ref },
        { id: 'kind', header: header('kind'), cell: (row) => t(`providerRounds.kinds.${row.kind}`) },
        { id: 'state', header: header('state'), cell: (row) => t(`providerRounds.states.${row.state}`) },
        { id: 'reference', header: header('reference'), wraps: true, cell: (row) => row.reference ?? '—' },
        {
          id: 'amount',
          header: header('amount'),
          isNumeric: true,
          cell: (row) => formatMoney(row.amount, round.currency, language),
        },
        {
          id: 'transfer',
          header: header('transfer'),
          wraps: true,
          cell: (row) => (row.transferId ? <code className="text-xs">{row.transferId}</code> : '—'),
        },
        {
          id: 'time',
          header: (
            <>
              {header('time')}
              <TimeZoneLabel />
            </>
          ),
          className: 'tabular-nums',
          cell: (row) => formatDateTime(row.createdAt, language),
        },
      ]}
    />
  )
}

function ResolveForm({ round }: { round: AdminProviderRoundDetail }) {
  const { t } = useTranslation('admin')
  const language = currentLanguage()
  const resolve = useResolveProviderRound()
  const form = useZodForm(resolveProviderRoundInput, { action: 'refund', reason: '' })
  const reasonProblem = form.formState.errors.reason?.message
  const reasonError =
    reasonProblem === undefined
      ? undefined
      : reasonProblem === 'TEXT_TOO_LONG'
        ? t('fieldErrors.TEXT_TOO_LONG')
        : t('providerRounds.resolve.reasonTooShort', { minLength: REASON_MIN_LENGTH })
  const refund = Math.max(0, round.staked - round.refunded - round.won)

  const submit = form.handleSubmit((input) => {
    if (resolve.isPending) return
    resolve.mutate(
      { id: round.id, input },
      { onSuccess: () => notify('success', t(`providerRounds.resolve.done.${input.action}`)) },
    )
  })

  return (
    <form noValidate onSubmit={submit} className="space-y-4 rounded-xl border border-night-700 p-4">
      <h3 className="text-base font-bold text-white">{t('providerRounds.resolve.title')}</h3>
      <fieldset className="space-y-2">
        <legend className="mb-1.5 text-xs font-semibold text-slate-300">
          {t('providerRounds.resolve.action')}
        </legend>
        {providerRoundResolutions.map((action) => (
          <label key={action} className="flex items-start gap-2 text-sm text-slate-200">
            <input type="radio" value={action} {...form.register('action')} className="mt-1" />
            <span>
              {t(`providerRounds.resolve.actions.${action}`, {
                amount: formatMoney(refund, round.currency, language),
              })}
            </span>
          </label>
        ))}
      </fieldset>
      <FormField label={t('providerRounds.resolve.reason')} error={reasonError}>
        {(control) => (
          <textarea
            {...control}
            {...form.register('reason')}
            rows={3}
            maxLength={REASON_MAX_LENGTH}
            aria-required
            className={`${inputClass} h-auto py-2`}
          />
        )}
      </FormField>
      {resolve.isError && (
        <p role="alert" className="text-sm font-medium text-ember-500">
          {errorMessage(resolve.error)}
        </p>
      )}
      <div className="flex justify-end">
        <button type="submit" disabled={resolve.isPending} className={buttonClass('gold')}>
          {resolve.isPending ? '...' : t('providerRounds.resolve.submit')}
        </button>
      </div>
    </form>
  )
}
