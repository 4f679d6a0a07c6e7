/** What opens a party's crate ledger: the party, and the type the row was about. */
export interface CrateLedgerSearch {
  partyType: number
  partyKeyID: string
  crateTypeID?: number
}

export const ledgerSearch = (row: { partyType: number; partyKeyID: string; crateTypeID: number }) =>
  ({
    partyType: row.partyType,
    partyKeyID: row.partyKeyID,
    crateTypeID: row.crateTypeID,
  }) satisfies CrateLedgerSearch
