import type { Session } from '../auth/sessions'
import { notFound } from '../errors'

/** A row of the caller's firm; another firm's key is "not found" so keys don't leak. */
export function firmRow<Row extends { companyKeyID: string }>(
  table: { get(key: string): Readonly<Row> | undefined },
  session: Session,
  key: string,
  notFoundMessage: string,
): Readonly<Row> {
  const row = table.get(key)
  if (!row || row.companyKeyID !== session.companyKeyID) throw notFound(notFoundMessage)
  return row
}
