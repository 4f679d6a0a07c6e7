import fc from 'fast-check'
import { shiftDate } from '../context'
import { marketNamed } from './market-day'
import { type SeededServer, TODAY } from './support'

/** The demo markets and periods within their seeded history that the reconciliation properties range over. */

export const DEMO_MARKETS = ['Pimpalgaon', 'Lasalgaon', 'Sangola', 'Narayangaon']
const HISTORY_DAYS = 62

/** A demo market and a date range within the seeded history (either end may be open). */
export const scenario = fc.record({
  market: fc.constantFrom(...DEMO_MARKETS),
  from: fc.option(fc.integer({ min: 0, max: HISTORY_DAYS }), { nil: null }),
  length: fc.integer({ min: 0, max: HISTORY_DAYS }),
})

export const rangeOf = ({ from, length }: { from: number | null; length: number }) => {
  const fromDate = from === null ? '' : shiftDate(TODAY, -from)
  const toDate = from === null ? shiftDate(TODAY, -length) : shiftDate(TODAY, Math.min(0, length - from))
  return { fromDate, toDate }
}

/** Each demo market's key by its name. */
export async function demoMarkets(server: SeededServer): Promise<Map<string, string>> {
  const markets = new Map<string, string>()
  for (const name of DEMO_MARKETS) markets.set(name, (await marketNamed(server, name)).marketKeyID)
  return markets
}
