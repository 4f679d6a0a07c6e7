import { TODAY } from '../support'
import type { BodyMakers } from './body'

/** One day: the whole firm's books of a day are read quickly, and a month's no more correctly. */
const DAY = { fromDate: TODAY, toDate: TODAY }

/** The books' reads of a period, for the whole firm (an empty market). */
export const booksBodies: BodyMakers = {
  'books.profitAndLoss': async () => [{ marketKeyID: '', ...DAY }],
  'books.exportTally': async () => [{ marketKeyID: '', ...DAY }],
}
