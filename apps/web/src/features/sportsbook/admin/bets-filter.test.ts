import { describe, expect, it } from 'vitest'
import { betsQueryOf, parseBetsFilter } from './bets-filter.ts'

const parsed = (query: string) => parseBetsFilter(new URLSearchParams(query))

describe("the bet search's filter", () => {
  it('shows the open bets unless told otherwise, and every status for `all`', () => {
    expect(parsed('').status).toBe('open')
    expect(parsed('status=won').status).toBe('won')
    expect(parsed('status=all').status).toBe('all')
    expect(parsed('status=nonsense').status).toBe('open')
  })

  it('asks the server for what is set, with no status for every status', () => {
    expect(betsQueryOf(parsed('player=%20rina%20&status=all&page=3')).toString()).toBe(
      'page=3&pageSize=20&player=rina',
    )
    expect(betsQueryOf(parsed('event=Dhaka&from=2026-05-01&to=2026-05-02')).toString()).toBe(
      'page=1&pageSize=20&event=Dhaka&status=open&from=2026-05-01&to=2026-05-02',
    )
  })
})
