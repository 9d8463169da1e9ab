import type { CommissionStatement, CommissionStatementSummary } from '@khela/contracts/commissions'
import { type QueryKey, type UseQueryOptions, type UseQueryResult, useQuery } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { focusWhenReady } from '../../lib/focus.ts'
import { currentLanguage, useTranslation } from '../../lib/i18n.ts'
import { formatMoney } from '../../lib/money.ts'
import { buttonClass } from '../ui/button-styles.ts'
import { ContentLoadFailure, ListLoading } from './admin-page-states.tsx'
import { CommissionStatementView, formatStatementDay } from './commission-statement-view.tsx'
import { type Column, DataTable } from './data-table.tsx'

type StatementQuery<Key extends QueryKey> = UseQueryOptions<
  CommissionStatement,
  Error,
  CommissionStatement,
  Key
>

/**
 * A list of commission statements, newest period first, and the one opened below it with every line. Each caller
 * brings its own calls (staff's, the affiliate's, the agent's), so the same view reads the same in each place.
 */
export function CommissionStatementsPanel<Key extends QueryKey>({
  title,
  list,
  statementQuery,
  showsPartner = false,
}: {
  title: string
  list: UseQueryResult<{ statements: CommissionStatementSummary[] }>
  statementQuery: (statementId: string) => StatementQuery<Key>
  showsPartner?: boolean
}) {
  const headingId = useId()
  const detailTitleId = useId()
  const [openId, setOpenId] = useState<string | null>(null)
  const open = (statementId: string) => {
    setOpenId(statementId)
    focusWhenReady(() => document.getElementById(detailTitleId))
  }
  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <h2 id={headingId} className="text-base font-bold text-white">
        {title}
      </h2>
      {list.isPending ? (
        <ListLoading />
      ) : list.isError ? (
        <ContentLoadFailure error={list.error} onRetry={() => list.refetch()} />
      ) : (
        <StatementList
          label={title}
          statements={list.data.statements}
          showsPartner={showsPartner}
          openId={openId}
          onOpen={open}
        />
      )}
      {openId !== null && <OpenStatement query={statementQuery(openId)} titleId={detailTitleId} />}
    </section>
  )
}

function OpenStatement<Key extends QueryKey>({
  query,
  titleId,
}: {
  query: StatementQuery<Key>
  titleId: string
}) {
  const statement = useQuery(query)
  if (statement.isPending) return <ListLoading />
  if (statement.isError)
    return <ContentLoadFailure error={statement.error} onRetry={() => statement.refetch()} />
  return <CommissionStatementView statement={statement.data} titleId={titleId} />
}

function StatementList({
  label,
  statements,
  showsPartner,
  openId,
  onOpen,
}: {
  label: string
  statements: CommissionStatementSummary[]
  showsPartner: boolean
  openId: string | null
  onOpen: (statementId: string) => void
}) {
  const { t } = useTranslation('admin')
  const language = currentLanguage()
  const money = (
    key: 'ngr' | 'revenueShare' | 'cpaTotal' | 'overrideTotal' | 'adjustmentTotal' | 'paid' | 'carryOut',
  ) => ({
    id: key,
    header: t(`commissionStatement.summary.${key}`),
    isNumeric: true,
    cell: (row: CommissionStatementSummary) => formatMoney(row[key], row.currency, language),
  })
  const period = (row: CommissionStatementSummary) =>
    t('commissionStatement.period', {
      from: formatStatementDay(row.startsOn, language),
      to: formatStatementDay(row.endsOn, language),
    })
  const columns: Column<CommissionStatementSummary>[] = [
    { id: 'period', header: t('commissionStatement.summary.period'), isRowHeader: true, cell: period },
    ...(showsPartner
      ? [
          {
            id: 'partner',
            header: t('commissionStatement.summary.partner'),
            wraps: true,
            className: 'min-w-48',
            cell: (row: CommissionStatementSummary) =>
              `${row.partnerName} (${t(`commissionStatement.partnerKinds.${row.partnerKind}`)})`,
          },
        ]
      : []),
    { id: 'currency', header: t('commissionStatement.summary.currency'), cell: (row) => row.currency },
    money('ngr'),
    money('revenueShare'),
    money('cpaTotal'),
    money('overrideTotal'),
    money('adjustmentTotal'),
    money('paid'),
    money('carryOut'),
    {
      id: 'open',
      header: <span className="sr-only">{t('commissionStatement.summary.open')}</span>,
      cell: (row) => (
        <button
          type="button"
          aria-pressed={openId === row.id}
          aria-label={t('commissionStatement.openOne', { period: period(row), name: row.partnerName })}
          onClick={() => onOpen(row.id)}
          className={buttonClass('outline', 'sm')}
        >
          {t('commissionStatement.summary.open')}
        </button>
      ),
    },
  ]
  return (
    <DataTable
      label={label}
      caption="screen-reader"
      columns={columns}
      rows={statements}
      rowKey={(row) => row.id}
      empty={t('commissionStatement.none')}
      minWidthClass={showsPartner ? 'min-w-[76rem]' : 'min-w-[64rem]'}
    />
  )
}
