import type { PartnerFigures, PartnerReport } from '@khela/contracts/partners'
import { describe, expect, it } from 'vitest'
import { partnerReportCsv } from './partner-report-csv.ts'

const figures: PartnerFigures = {
  clicks: 3,
  registrations: 1,
  firstDeposits: 1,
  activePlayers: 0,
  activeDepositors: 1,
  deposits: [
    { currency: 'BDT', amount: 50_050 },
    { currency: 'INR', amount: 1_000 },
  ],
  withdrawals: [],
}

const report = (name: string): PartnerReport => ({
  from: '2026-11-01',
  to: '2026-11-30',
  totals: figures,
  links: [{ linkId: 'l1', code: 'abcDEF12', name, figures }],
  subIds: [{ subId: '', figures }],
  days: [{ day: '2026-11-01', clicks: 3, registrations: 1, firstDeposits: 1 }],
})

describe('partnerReportCsv', () => {
  it('writes money in major units per currency and quotes what holds commas or quotes', () => {
    expect(partnerReportCsv(report('Facebook, "main"'), 'link').split('\r\n')[1]).toBe(
      '2026-11-01,2026-11-30,abcDEF12,"Facebook, ""main""",3,1,1,0,1,BDT 500.50; INR 10.00,',
    )
  })

  it('keeps a spreadsheet from running a name as a formula', () => {
    expect(partnerReportCsv(report('=HYPERLINK("x")'), 'link').split('\r\n')[1]).toContain(
      `"'=HYPERLINK(""x"")"`,
    )
  })

  it('has a row per day for the chart', () => {
    expect(partnerReportCsv(report('x'), 'day')).toBe(
      'day,clicks,registrations,first_deposits\r\n2026-11-01,3,1,1\r\n',
    )
  })
})
