import type { CommissionStatement } from '@khela/contracts/commissions'
import type { ReactNode } from 'react'
import { formatDate, formatDateTime, formatNumber } from '../../lib/format.ts'
import { currentLanguage, useTranslation } from '../../lib/i18n.ts'
import { formatMoney } from '../../lib/money.ts'
import { formatBasisPoints } from './basis-points.ts'
import { type Column, DataTable } from './data-table.tsx'

type Statement = CommissionStatement
type PlayerLine = Statement['players'][number]
type TierLine = Statement['tiers'][number]
type CpaLine = Statement['cpa'][number]
type OverrideLine = Statement['overrides'][number]
type ProductLine = Statement['products'][number]
type AdjustmentLine = Statement['adjustments'][number]

/** A statement's day (a day in the operator's time zone, so it is read as that day anywhere). */
export function formatStatementDay(day: string, language: ReturnType<typeof currentLanguage>): string {
  return formatDate(`${day}T12:00:00Z`, language, 'UTC')
}

/**
 * One commission statement with every line it was computed from, as staff, the affiliate and the agent all read
 * it: the players' NGR, the bands, CPA, overrides, products, adjustments, carry-over, the threshold and the payment.
 */
export function CommissionStatementView({ statement, titleId }: { statement: Statement; titleId: string }) {
  const { t } = useTranslation('admin')
  const language = currentLanguage()
  const money = (amount: number) => formatMoney(amount, statement.currency, language)
  const moneyColumn = <Row,>(id: string, amountOf: (row: Row) => number): Column<Row> => ({
    id,
    header: t(`commissionStatement.columns.${id}`),
    isNumeric: true,
    cell: (row) => money(amountOf(row)),
  })
  const nameColumn = <Row,>(id: string, nameOf: (row: Row) => string): Column<Row> => ({
    id,
    header: t(`commissionStatement.columns.${id}`),
    isRowHeader: true,
    wraps: true,
    className: 'min-w-48',
    cell: (row) => nameOf(row),
  })
  const rate = <Row extends { rateBp: number }>(): Column<Row> => ({
    id: 'rate',
    header: t('commissionStatement.columns.rate'),
    isNumeric: true,
    cell: (row) => formatBasisPoints(row.rateBp, language),
  })
  const period = t('commissionStatement.period', {
    from: formatStatementDay(statement.startsOn, language),
    to: formatStatementDay(statement.endsOn, language),
  })
  const isAffiliate = statement.partnerKind === 'affiliate'
  return (
    <article aria-labelledby={titleId} className="space-y-5 rounded-xl border border-night-700 p-4">
      <header>
        <h3 id={titleId} tabIndex={-1} className="text-base font-bold text-white">
          {t('commissionStatement.title', { name: statement.partnerName, period })}
        </h3>
        <p className="text-xs text-slate-400">
          {[
            t(`commission.cadences.${statement.cadence}`),
            statement.currency,
            statement.planName === null
              ? isAffiliate
                ? t('commissionStatement.noPlan')
                : null
              : t('commissionStatement.plan', { name: statement.planName }),
            t('commissionStatement.closedAt', { when: formatDateTime(statement.createdAt, language) }),
          ]
            .filter(Boolean)
            .join(' · ')}
        </p>
      </header>
      <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2 lg:grid-cols-3">
        <Figure label={t('commissionStatement.ngr')} value={money(statement.ngr)} />
        {isAffiliate && (
          <>
            <Figure label={t('commissionStatement.carryIn')} value={money(statement.carryIn)} />
            <Figure label={t('commissionStatement.carryOut')} value={money(statement.carryOut)} />
            <Figure
              label={t('commissionStatement.threshold')}
              value={t(
                statement.isThresholdMet
                  ? 'commissionStatement.thresholdMet'
                  : 'commissionStatement.thresholdMissed',
                {
                  active: formatNumber(statement.activePlayers, language),
                  minimum: formatNumber(statement.minActivePlayers, language),
                },
              )}
            />
            <Figure label={t('commissionStatement.revenueShare')} value={money(statement.revenueShare)} />
            <Figure label={t('commissionStatement.cpaTotal')} value={money(statement.cpaTotal)} />
            <Figure label={t('commissionStatement.overrideTotal')} value={money(statement.overrideTotal)} />
          </>
        )}
        <Figure label={t('commissionStatement.adjustmentTotal')} value={money(statement.adjustmentTotal)} />
        <Figure label={t('commissionStatement.paid')} value={money(statement.paid)} isStrong />
        {statement.shortfall !== 0 && (
          <Figure label={t('commissionStatement.shortfall')} value={money(statement.shortfall)} />
        )}
      </dl>
      <DataTable
        label={t('commissionStatement.players')}
        caption="visible"
        columns={[
          nameColumn<PlayerLine>('player', (row) => row.playerName),
          moneyColumn<PlayerLine>('casinoGgr', (row) => row.casinoGgr),
          moneyColumn<PlayerLine>('sportsbookGgr', (row) => row.sportsbookGgr),
          moneyColumn<PlayerLine>('ggr', (row) => row.ggr),
          moneyColumn<PlayerLine>('bonusCost', (row) => row.bonusCost),
          moneyColumn<PlayerLine>('depositFees', (row) => row.depositFees),
          moneyColumn<PlayerLine>('withdrawalFees', (row) => row.withdrawalFees),
          moneyColumn<PlayerLine>('deduction', (row) => row.deduction),
          moneyColumn<PlayerLine>('ngr', (row) => row.ngr),
          moneyColumn<PlayerLine>('turnover', (row) => row.turnover),
          ...(isAffiliate
            ? [
                {
                  id: 'active',
                  header: t('commissionStatement.columns.active'),
                  cell: (row: PlayerLine) =>
                    t(row.isActive ? 'commissionStatement.yes' : 'commissionStatement.no'),
                },
              ]
            : []),
        ]}
        rows={statement.players}
        rowKey={(row) => row.playerId}
        empty={t('commissionStatement.noPlayers')}
        minWidthClass="min-w-[80rem]"
      />
      {isAffiliate && (
        <>
          <DataTable
            label={t('commissionStatement.bands')}
            caption="visible"
            columns={[
              {
                id: 'band',
                header: t('commissionStatement.columns.band'),
                isRowHeader: true,
                cell: (row) =>
                  row.toNgr === null
                    ? t('commissionStatement.bandFrom', { from: money(row.fromNgr) })
                    : t('commissionStatement.bandBetween', {
                        from: money(row.fromNgr),
                        to: money(row.toNgr),
                      }),
              },
              rate<TierLine>(),
              moneyColumn<TierLine>('base', (row) => row.base),
              moneyColumn<TierLine>('amount', (row) => row.amount),
            ]}
            rows={statement.tiers}
            rowKey={(row) => String(row.fromNgr)}
            empty={t('commissionStatement.noBands')}
            minWidthClass="min-w-[36rem]"
          />
          <DataTable
            label={t('commissionStatement.cpa')}
            caption="visible"
            columns={[
              nameColumn<CpaLine>('player', (row) => row.playerName),
              moneyColumn<CpaLine>('firstDeposit', (row) => row.firstDeposit),
              moneyColumn<CpaLine>('turnover', (row) => row.turnover),
              moneyColumn<CpaLine>('amount', (row) => row.amount),
            ]}
            rows={statement.cpa}
            rowKey={(row) => row.playerId}
            empty={t('commissionStatement.noCpa')}
            minWidthClass="min-w-[36rem]"
          />
          <DataTable
            label={t('commissionStatement.overrides')}
            caption="visible"
            columns={[
              nameColumn<OverrideLine>('subAffiliate', (row) => row.subAffiliateName),
              moneyColumn<OverrideLine>('commission', (row) => row.commission),
              rate<OverrideLine>(),
              moneyColumn<OverrideLine>('amount', (row) => row.amount),
            ]}
            rows={statement.overrides}
            rowKey={(row) => row.subAffiliateId}
            empty={t('commissionStatement.noOverrides')}
            minWidthClass="min-w-[36rem]"
          />
        </>
      )}
      {statement.partnerKind === 'agent' && (
        <DataTable
          label={t('commissionStatement.products')}
          caption="visible"
          columns={[
            {
              id: 'product',
              header: t('commissionStatement.columns.product'),
              isRowHeader: true,
              cell: (row) => t(`commissionStatement.productNames.${row.product}`),
            },
            moneyColumn<ProductLine>('netRevenue', (row) => row.netRevenue),
            rate<ProductLine>(),
            moneyColumn<ProductLine>('amount', (row) => row.amount),
          ]}
          rows={statement.products}
          rowKey={(row) => row.product}
          empty={t('commissionStatement.noProducts')}
          minWidthClass="min-w-[36rem]"
        />
      )}
      <DataTable
        label={t('commissionStatement.adjustments')}
        caption="visible"
        columns={[
          {
            id: 'reason',
            header: t('commissionStatement.columns.reason'),
            isRowHeader: true,
            wraps: true,
            className: 'min-w-64',
            cell: (row) => adjustmentReason(row, t, language),
          },
          {
            id: 'createdAt',
            header: t('commissionStatement.columns.createdAt'),
            cell: (row) => formatDateTime(row.createdAt, language),
          },
          moneyColumn<AdjustmentLine>('amount', (row) => row.amount),
        ]}
        rows={statement.adjustments}
        rowKey={(row) => row.id}
        empty={t('commissionStatement.noAdjustments')}
        minWidthClass="min-w-[36rem]"
      />
    </article>
  )
}

/** A shortfall's reason is the days of the statement that held it back (`from/to`); staff's reason is their own. */
function adjustmentReason(
  adjustment: AdjustmentLine,
  t: (key: string, values?: Record<string, string>) => string,
  language: ReturnType<typeof currentLanguage>,
): string {
  const [from, to] = adjustment.reason.split('/')
  if (!adjustment.isShortfall || !from || !to) return adjustment.reason
  return t('commissionStatement.shortfallFrom', {
    from: formatStatementDay(from, language),
    to: formatStatementDay(to, language),
  })
}

function Figure({ label, value, isStrong = false }: { label: string; value: ReactNode; isStrong?: boolean }) {
  return (
    <div className="flex justify-between gap-3 border-b border-night-700 py-1">
      <dt className="text-slate-400">{label}</dt>
      <dd className={`tabular-nums ${isStrong ? 'font-bold text-gold-300' : 'text-white'}`}>{value}</dd>
    </div>
  )
}
