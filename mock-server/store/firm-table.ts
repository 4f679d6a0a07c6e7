import { type IndexSpec, type Journal, Table } from './table'

/** `<companyKeyID>:<id>`: the key of a row a firm owns, numbered within that firm. */
export const firmKey = (companyKeyID: string, id: string | number): string => `${companyKeyID}:${id}`

export interface FirmRow {
  companyKeyID: string
}

/** A firm row before it is given to a firm: the defaults every firm starts with. */
export type Unowned<Row extends FirmRow> = Omit<Row, 'companyKeyID'>

/**
 * Rows each firm owns and edits on its own: roles, masters and places. The key joins firm and ID, so
 * the seeded IDs (role 1 Super Admin, system services 1..9, …) hold in every firm and one firm's ID can
 * never reach another firm's row.
 */
export class FirmTable<Row extends FirmRow, IndexName extends string = never> extends Table<Row, IndexName> {
  constructor(
    name: string,
    journal: Journal,
    readonly idOf: (row: Row) => string | number,
    indexes: IndexSpec<Readonly<Row>, string> = {},
  ) {
    super(name, journal, (row) => firmKey(row.companyKeyID, idOf(row)), indexes)
  }

  /** The firm's row with this ID. */
  in(companyKeyID: string, id: string | number): Readonly<Row> | undefined {
    return this.get(firmKey(companyKeyID, id))
  }

  /** The firm's rows, or those of them that match. */
  of(companyKeyID: string, predicate?: (row: Readonly<Row>) => boolean): Readonly<Row>[] {
    return this.filter((row) => row.companyKeyID === companyKeyID && (!predicate || predicate(row)))
  }
}
