import * as v from 'valibot'

const KeySchema = v.pipe(v.string(), v.nonEmpty(), v.maxLength(64))

/** The invoice a document's URL names (`?buyerBillKeyID=`), or undefined for a missing or odd one. */
export const invoiceKeyOf = (search: Record<string, unknown>): string | undefined => {
  const parsed = v.safeParse(KeySchema, search.buyerBillKeyID)
  return parsed.success ? parsed.output : undefined
}

/** A group invoice prints with a sub-total per token on its own route; a per-token one on /BuyerInvoice. */
export const invoiceLink = (bill: { buyerBillKeyID: string; isGroup: boolean }) =>
  ({
    to: bill.isGroup ? '/Group-token-Invoice' : '/BuyerInvoice',
    search: { buyerBillKeyID: bill.buyerBillKeyID },
  }) as const

/** The same place as a URL, for a new tab. */
export const invoicePath = (bill: { buyerBillKeyID: string; isGroup: boolean }): string => {
  const { to, search } = invoiceLink(bill)
  return `${to}?buyerBillKeyID=${encodeURIComponent(search.buyerBillKeyID)}`
}
