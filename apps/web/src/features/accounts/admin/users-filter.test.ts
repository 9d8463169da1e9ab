import { describe, expect, it } from 'vitest'
import { parseUsersFilter } from './users-filter.ts'

describe('parseUsersFilter', () => {
  it('reads the search and page from the address', () => {
    expect(parseUsersFilter(new URLSearchParams('search=%20rahim%20&page=3'))).toEqual({
      search: 'rahim',
      page: 3,
    })
  })

  it('starts at page 1 with no search when the address has none or nonsense', () => {
    expect(parseUsersFilter(new URLSearchParams())).toEqual({ search: '', page: 1 })
    for (const page of ['0', '-2', '1.5', 'two']) {
      expect(parseUsersFilter(new URLSearchParams({ page })).page).toBe(1)
    }
  })
})
