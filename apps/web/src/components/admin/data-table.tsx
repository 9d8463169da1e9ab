import { Fragment, type ReactNode } from 'react'

export interface Column<Row> {
  /** Stable key of the column. */
  id: string
  /** The column header; a visually hidden one still names the column for a screen reader. */
  header: ReactNode
  /** A hint on the header (its title). */
  headerTitle?: string
  cell: (row: Row) => ReactNode
  /** The cell names its row (a row header), as a name column does. */
  isRowHeader?: boolean
  /** Figures: right-aligned in tabular digits. */
  isNumeric?: boolean
  /** Long text (names, notes) wraps instead of widening the table; other cells keep to one line. */
  wraps?: boolean
  /** Extra classes for the header and every cell of the column (a tone, a pinned column). */
  className?: string
  /** Extra classes for one row's cell (a status tone). */
  cellClassName?: (row: Row) => string
  /** Extra attributes for one row's cell. */
  cellTitle?: (row: Row) => string | undefined
}

interface DataTableProps<Row> {
  /** The table's accessible name (its caption when `caption` is set). */
  label: string
  /** Give the table its name as a caption, for screen readers only or shown above it; without, an aria-label. */
  caption?: 'screen-reader' | 'visible'
  columns: Column<Row>[]
  rows: Row[]
  rowKey: (row: Row) => string
  /** A full-width row under a row (its details, when opened), with the id its opener controls. */
  rowDetail?: (row: Row) => { id: string; content: ReactNode } | undefined
  /** Shown instead of the table when there are no rows. */
  empty: ReactNode
  /** Shown instead of the table while the rows load. */
  loading?: ReactNode
  /** The width under which the table scrolls sideways in its frame instead of squeezing, e.g. `min-w-[56rem]`. */
  minWidthClass?: string
  /** Previous and next under the table, when the list has pages. */
  pagination?: ReactNode
}

const cellClass = 'px-3 py-2.5 align-top'
export const tableHeadClass = 'bg-night-800 text-xs uppercase tracking-wide text-slate-400'

function columnClass<Row>(column: Column<Row>): string {
  return [
    cellClass,
    column.wraps ? 'wrap-anywhere' : 'whitespace-nowrap',
    column.isNumeric ? 'text-right tabular-nums' : '',
    column.className ?? '',
  ].join(' ')
}

/**
 * The back office's lists (under `components/admin/`, so it ships in the back office's chunk, never to players): a named table with column headers, one row per item, an empty or loading state in its
 * place. Wider than its container, it scrolls sideways inside its own frame (never the page); the frame is
 * `relative` so a screen-reader-only header stays inside it instead of widening the page.
 */
export function DataTable<Row>({
  label,
  caption,
  columns,
  rows,
  rowKey,
  rowDetail,
  empty,
  loading,
  minWidthClass = '',
  pagination,
}: DataTableProps<Row>) {
  if (loading) {
    return (
      <p role="status" className="py-10 text-center text-sm text-slate-400">
        {loading}
      </p>
    )
  }
  return (
    <>
      {rows.length === 0 ? (
        <p className="rounded-xl border border-dashed border-night-600 py-8 text-center text-sm text-slate-400">
          {empty}
        </p>
      ) : (
        <div className="relative max-w-full overflow-x-auto rounded-xl border border-night-700 scrollbar-thin">
          <table
            aria-label={caption ? undefined : label}
            className={`w-full text-left text-sm ${minWidthClass}`}
          >
            {caption && (
              <caption
                className={caption === 'visible' ? 'px-3 py-2 text-left text-xs text-slate-400' : 'sr-only'}
              >
                {label}
              </caption>
            )}
            <thead className={tableHeadClass}>
              {/* The row carries the colour too, so a pinned header cell can inherit it. */}
              <tr className="bg-night-800">
                {columns.map((column) => (
                  <th key={column.id} scope="col" title={column.headerTitle} className={columnClass(column)}>
                    {column.header}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-night-700 text-slate-200">
              {rows.map((row) => {
                const detail = rowDetail?.(row)
                return (
                  <Fragment key={rowKey(row)}>
                    <tr className="bg-night-850 hover:bg-night-800">
                      {columns.map((column) => {
                        const Cell = column.isRowHeader ? 'th' : 'td'
                        return (
                          <Cell
                            key={column.id}
                            scope={column.isRowHeader ? 'row' : undefined}
                            title={column.cellTitle?.(row)}
                            className={`${columnClass(column)} ${column.cellClassName?.(row) ?? ''}`}
                          >
                            {column.cell(row)}
                          </Cell>
                        )
                      })}
                    </tr>
                    {detail && (
                      <tr id={detail.id} className="bg-night-900/60">
                        <td colSpan={columns.length} className="px-3 py-3">
                          {detail.content}
                        </td>
                      </tr>
                    )}
                  </Fragment>
                )
              })}
            </tbody>
          </table>
        </div>
      )}
      {pagination}
    </>
  )
}
