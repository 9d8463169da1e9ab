import type { PartnerFigures, PartnerMoney, PartnerReport } from '@khela/contracts/partners'

/** Text a spreadsheet would run as a formula is prefixed with a quote (CSV injection). */
function cell(value: string | number): string {
  const text = typeof value === 'number' ? String(value) : /^[=+\-@\t\r]/.test(value) ? `'${value}` : value
  return /[",\n\r]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text
}

/** Money as `BDT 1234.50` per currency, joined by `; `: minor units shown in major units, two decimals. */
function money(amounts: PartnerMoney[]): string {
  return amounts.map(({ currency, amount }) => `${currency} ${(amount / 100).toFixed(2)}`).join('; ')
}

const figureHeaders = [
  'clicks',
  'registrations',
  'first_deposits',
  'active_players',
  'active_depositors',
  'deposits',
  'withdrawals',
]

function figureCells(figures: PartnerFigures): (string | number)[] {
  return [
    figures.clicks,
    figures.registrations,
    figures.firstDeposits,
    figures.activePlayers,
    figures.activeDepositors,
    money(figures.deposits),
    money(figures.withdrawals),
  ]
}

/** The report as CSV, one row per link, per sub-id or per day, with the period in its first columns. */
export function partnerReportCsv(report: PartnerReport, by: 'link' | 'subId' | 'day'): string {
  const rows: (string | number)[][] = []
  if (by === 'link') {
    rows.push(['from', 'to', 'link_code', 'link_name', ...figureHeaders])
    for (const link of report.links)
      rows.push([report.from, report.to, link.code, link.name, ...figureCells(link.figures)])
  } else if (by === 'subId') {
    rows.push(['from', 'to', 'sub_id', ...figureHeaders])
    for (const line of report.subIds)
      rows.push([report.from, report.to, line.subId, ...figureCells(line.figures)])
  } else {
    rows.push(['day', 'clicks', 'registrations', 'first_deposits'])
    for (const day of report.days) rows.push([day.day, day.clicks, day.registrations, day.firstDeposits])
  }
  return `${rows.map((row) => row.map(cell).join(',')).join('\r\n')}\r\n`
}
