import type { ColumnTotals } from '@contracts'
import { useTable } from '@tanstack/react-table'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { exportRows } from './csv-export'
import { type ListColumn, listColumnHelper, listFeatures } from './table-features'

interface Bill {
  billNo: string
  crates: number
  netAmount: number
}

const column = listColumnHelper<Bill>()
const columns: ListColumn<Bill>[] = [
  column.accessor('billNo', { header: 'Bill No' }),
  column.accessor('crates', { header: 'Crates', meta: { total: 'number' } }),
  column.accessor('netAmount', { header: 'Net Amount', meta: { total: 'money' } }),
]
const bills: Bill[] = [
  { billNo: 'P-11', crates: 40, netAmount: 42000 },
  { billNo: 'P-12', crates: 25, netAmount: 56500.25 },
]

/** The export's lines for the list's columns, as a rendered list would write them. */
function exported(totals?: ColumnTotals): string[][] {
  let lines: string[][] = []
  function Harness() {
    const table = useTable({ features: listFeatures, columns, data: bills })
    lines = exportRows(table.getAllLeafColumns(), bills, totals)
    return null
  }
  renderToStaticMarkup(<Harness />)
  return lines
}

describe('exportRows', () => {
  it('ends with a Total line of the server’s sums, written as plain numbers like the rows', () => {
    expect(exported({ crates: 65, netAmount: 98500.25 })).toEqual([
      ['Bill No', 'Crates', 'Net Amount'],
      ['P-11', '40', '42000'],
      ['P-12', '25', '56500.25'],
      ['Total', '65', '98500.25'],
    ])
  })

  it('leaves a declared column blank when the server sent no sum for it', () => {
    expect(exported({ netAmount: 98500.25 }).at(-1)).toEqual(['Total', '', '98500.25'])
  })

  it('writes no Total line when the server sums none of the columns', () => {
    expect(exported()).toHaveLength(3)
    expect(exported({ tokens: 2 })).toHaveLength(3)
  })
})
