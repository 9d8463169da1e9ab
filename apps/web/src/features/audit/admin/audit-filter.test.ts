import { describe, expect, it } from 'vitest'
import { AUDIT_PAGE_SIZE, auditQueryOf, parseAuditFilter } from './audit-filter.ts'

describe('the Audit Log filter', () => {
  it('reads every filter from the address, trimmed, and keeps only real-looking dates and pages', () => {
    const filter = parseAuditFilter(
      new URLSearchParams(
        'actor=%20ops%40khela%20&action=user.ban&recordType=user&recordId=u-1&from=2026-03-11&to=11-03-2026&page=3',
      ),
    )
    expect(filter).toEqual({
      actor: 'ops@khela',
      action: 'user.ban',
      recordType: 'user',
      recordId: 'u-1',
      from: '2026-03-11',
      to: '',
      page: 3,
    })
    for (const page of ['0', '-2', '1.5', 'two', ''])
      expect(parseAuditFilter(new URLSearchParams({ page })).page, page).toBe(1)
  })

  it('asks the API for the page and the filters that are set, nothing else', () => {
    const filter = parseAuditFilter(new URLSearchParams('action=deposit.complete&recordId=&page=2'))
    expect(Object.fromEntries(auditQueryOf(filter))).toEqual({
      page: '2',
      pageSize: String(AUDIT_PAGE_SIZE),
      action: 'deposit.complete',
    })
  })
})
