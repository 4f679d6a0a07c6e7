import { useTable } from '@tanstack/react-table'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { DataTable, type DataTableProps } from './data-table'
import { type ListColumn, listColumnHelper, listFeatures } from './table-features'

interface Bill {
  billNo: string
  farmerName: string
  netAmount: number
}

const column = listColumnHelper<Bill>()
const columns: ListColumn<Bill>[] = [
  column.accessor('billNo', { header: 'Bill No' }),
  column.accessor('farmerName', { header: 'Farmer' }),
  column.accessor('netAmount', { header: 'Net Amount', meta: { total: 'money' } }),
]
const page: Bill[] = [
  { billNo: 'P-11', farmerName: 'Ramesh Patil', netAmount: 42000 },
  { billNo: 'P-12', farmerName: 'Sunita Jadhav', netAmount: 56500.25 },
]

type Options = Partial<Omit<DataTableProps<Bill>, 'table'>> & { hidden?: string[] }

function Harness({ data = page, hidden = [], ...props }: Options & { data?: Bill[] }) {
  const table = useTable({
    features: listFeatures,
    columns,
    data,
    getRowId: (bill) => bill.billNo,
    manualPagination: true,
    manualSorting: true,
    state: { columnVisibility: Object.fromEntries(hidden.map((id) => [id, false])) },
  })
  return (
    <DataTable
      label="Pattis"
      table={table}
      state={{ kind: 'ready' }}
      busy={false}
      empty="No records found."
      rowName={(bill) => bill.billNo}
      expanded={new Set()}
      onExpand={() => {}}
      {...props}
    />
  )
}

const render = (props: Options & { data?: Bill[] } = {}) => renderToStaticMarkup(<Harness {...props} />)
/** The opening tag of the element carrying this aria-label. */
const tagOf = (html: string, label: string) =>
  html.match(new RegExp(`<[^>]*aria-label="${label}"[^>]*>`))?.[0] ?? ''
const footer = (html: string) => html.match(/<tfoot[\s\S]*<\/tfoot>/)?.[0] ?? ''

describe('DataTable totals footer', () => {
  it('shows the server’s sum under the column that declares it, right-aligned in Indian format', () => {
    const html = footer(render({ totals: { netAmount: 1234567.5 } }))
    expect(html).toContain('>Total</td>')
    expect(html).toMatch(/<td class="[^"]*text-right[^"]*"[^>]*>₹12,34,567.50<\/td>/)
  })

  it('is left out when the server sent no sums, or none for a totalled column', () => {
    expect(render()).not.toContain('<tfoot')
    expect(render({ totals: { billNo: 4 } })).not.toContain('<tfoot')
  })

  it('is left out while the first page loads and when the list is empty of rows', () => {
    expect(render({ totals: { netAmount: 1 }, state: { kind: 'loading' } })).not.toContain('<tfoot')
    expect(render({ totals: { netAmount: 0 }, data: [] })).not.toContain('<tfoot')
  })
})

describe('DataTable columns shown', () => {
  it('leaves a hidden column out of the header, the rows and the footer, sums staying under their own', () => {
    const html = render({ hidden: ['farmerName'], totals: { netAmount: 98500.25 } })
    expect(html).not.toContain('Farmer')
    expect(html).not.toContain('Ramesh Patil')
    expect(footer(html)).toMatch(/>Total<\/td><td [^>]*data-label="Net Amount"[^>]*>₹98,500.25<\/td><\/tr>/)
  })

  it('names every cell by its column, the label a row shows on a phone', () => {
    const html = render()
    expect(html).toMatch(/data-label="Farmer"[^>]*>Ramesh Patil</)
    expect(html).toMatch(/data-label="Net Amount"[^>]*>42000</)
  })
})

describe('DataTable selection', () => {
  it('ticks the rows chosen on this page and counts rows chosen on other pages only in the toolbar', () => {
    const html = render({ selection: { selected: new Set(['P-12', 'P-01']), onChange: () => {} } })
    expect(tagOf(html, 'Select P-12')).toContain('checked')
    expect(tagOf(html, 'Select P-11')).not.toContain('checked')
    // One of two rows on the page is ticked: the page box is mixed, not ticked.
    expect(tagOf(html, 'Select all rows on this page')).toContain('aria-checked="mixed"')
    expect(html.match(/data-selected="true"/g)).toHaveLength(1)
  })

  it('ticks the page box when every row on the page is chosen', () => {
    const html = render({ selection: { selected: new Set(['P-11', 'P-12']), onChange: () => {} } })
    expect(tagOf(html, 'Select all rows on this page')).toMatch(/checked=""/)
  })
})

describe('DataTable row detail', () => {
  const detail = (bill: Bill) => <p>Lines of {bill.billNo}</p>

  it('draws a closed toggle per row and no panel until it is opened', () => {
    const html = render({ rowDetail: detail })
    expect(tagOf(html, 'Show details of P-11')).toContain('aria-expanded="false"')
    expect(html).not.toContain('Lines of')
  })

  it('draws the open row’s panel in a full-width row right under it', () => {
    const html = render({ rowDetail: detail, expanded: new Set(['P-11']) })
    expect(tagOf(html, 'Hide details of P-11')).toContain('aria-expanded="true"')
    expect(html).toMatch(
      /P-11[\s\S]*<tr id="row-detail-P-11"><td colSpan="4"[^>]*><p>Lines of P-11<\/p>[\s\S]*P-12/,
    )
    expect(html).not.toContain('Lines of P-12')
  })
})
