// A chart's figures as a table: always there for screen readers, shown instead of the chart on demand.
// The first column names each row (a period, a key, a day); the others are its figures.

export interface FiguresColumn<Row> {
  header: string
  /** The figure, already formatted for the current language. */
  cell(row: Row): string
}

export interface FiguresTableProps<Row> {
  caption: string
  /** The first column's header and each row's name in it. */
  rowHeader: string
  rowLabel(row: Row): string
  columns: readonly FiguresColumn<Row>[]
  rows: readonly Row[]
  /** Said in the table when there are no rows. */
  emptyText?: string
}

const CELL = 'border-line border-b px-2 py-1 text-left'

export function FiguresTable<Row>({
  caption,
  rowHeader,
  rowLabel,
  columns,
  rows,
  emptyText,
}: FiguresTableProps<Row>) {
  return (
    <table className="w-full text-fg text-sm">
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr>
          <th scope="col" className={CELL}>
            {rowHeader}
          </th>
          {columns.map((column) => (
            <th key={column.header} scope="col" className={CELL}>
              {column.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.length === 0 && emptyText ? (
          <tr>
            <td colSpan={columns.length + 1} className={`${CELL} text-fg-muted`}>
              {emptyText}
            </td>
          </tr>
        ) : (
          rows.map((row) => {
            const label = rowLabel(row)
            return (
              <tr key={label}>
                <th scope="row" className={`${CELL} font-normal`}>
                  {label}
                </th>
                {columns.map((column) => (
                  <td key={column.header} className={`${CELL} tabular-nums`}>
                    {column.cell(row)}
                  </td>
                ))}
              </tr>
            )
          })
        )}
      </tbody>
    </table>
  )
}
