/** What the All Users page shows, kept in the address so a reload or a shared link shows the same. */
export interface UsersFilter {
  search: string
  page: number
}

export function parseUsersFilter(params: URLSearchParams): UsersFilter {
  const page = Number(params.get('page'))
  return {
    search: (params.get('search') ?? '').trim(),
    page: Number.isInteger(page) && page > 1 ? page : 1,
  }
}
