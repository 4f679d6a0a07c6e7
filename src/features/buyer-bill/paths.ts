import * as v from 'valibot'

/** The invoice documents' URL: which invoice to show. */
export const invoiceSearchSchema = v.object({
  buyerBillKeyID: v.fallback(v.optional(v.pipe(v.string(), v.maxLength(64))), undefined),
})

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
