/** Name order as people read it: case- and accent-blind, digits by value ("Yard 2" before "Yard 10"). */
export const compareText = new Intl.Collator('en-IN', { sensitivity: 'base', numeric: true }).compare

export const sortByText = <T>(rows: T[], textOf: (row: T) => string): T[] =>
  rows.sort((a, b) => compareText(textOf(a), textOf(b)))
