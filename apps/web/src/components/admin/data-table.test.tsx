import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { type Column, DataTable } from './data-table.tsx'

interface Payment {
  id: string
  player: string
  amount: string
}

const columns: Column<Payment>[] = [
  { id: 'player', header: 'Player', isRowHeader: true, wraps: true, cell: (row) => row.player },
  { id: 'amount', header: 'Amount', isNumeric: true, cell: (row) => row.amount },
]
const rows: Payment[] = [
  { id: '1', player: 'Rahim', amount: 'BDT 500.00' },
  { id: '2', player: 'Karim', amount: 'BDT 1,000.00' },
]

const render = (props: Partial<Parameters<typeof DataTable<Payment>>[0]> = {}) =>
  renderToStaticMarkup(
    <DataTable
      label="User Payments"
      columns={columns}
      rows={rows}
      rowKey={(row) => row.id}
      empty="None"
      {...props}
    />,
  )

describe('DataTable', () => {
  it('names the table, heads its columns and gives each row its cells', () => {
    const html = render()
    expect(html).toContain('<table aria-label="User Payments"')
    expect(html.match(/<th scope="col"/g)).toHaveLength(2)
    expect(html.match(/<th scope="row"[^>]*>Rahim<\/th>/g)).toHaveLength(1)
    expect(html).toMatch(/<td class="[^"]*text-right tabular-nums[^"]*">BDT 1,000.00<\/td>/)
  })

  it('scrolls inside its own frame and lets long text wrap rather than widen the page', () => {
    const html = render({ minWidthClass: 'min-w-[40rem]' })
    expect(html).toMatch(/<div class="[^"]*max-w-full overflow-x-auto[^"]*"><table/)
    expect(html).toMatch(/<th scope="row" class="[^"]*wrap-anywhere[^"]*">Rahim/)
    expect(html).not.toMatch(/<th scope="row" class="[^"]*whitespace-nowrap/)
    expect(html).toContain('min-w-[40rem]')
  })

  it('uses a caption instead of an aria-label when asked', () => {
    const html = render({ caption: 'screen-reader' })
    expect(html).toContain('<caption class="sr-only">User Payments</caption>')
    expect(html).not.toContain('aria-label="User Payments"')
  })

  it('shows the empty text and no table when there are no rows, and the loading text while loading', () => {
    expect(render({ rows: [] })).not.toContain('<table')
    expect(render({ rows: [] })).toContain('None')
    const loading = render({ loading: 'Loading...' })
    expect(loading).toContain('role="status"')
    expect(loading).not.toContain('<table')
  })

  it('adds a row’s details underneath, across every column, and the pagination after the frame', () => {
    const html = render({
      rowDetail: (row) => (row.id === '2' ? { id: 'details-2', content: 'before → after' } : undefined),
      pagination: <nav>pages</nav>,
    })
    expect(html).toContain('<tr id="details-2" class="bg-night-900/60"><td colSpan="2"')
    expect(html.match(/<tr/g)).toHaveLength(4)
    expect(html.endsWith('<nav>pages</nav>')).toBe(true)
  })
})
