import { filterSchemas, listSearchSchema } from '@/components/data-table/list-search-schema'

/** The invoice list's URL (both of its routes): the list view plus buyer, payment and bill status. */
export const buyerBillSearchSchema = listSearchSchema({
  buyerKeyID: filterSchemas.text,
  paymentStatus: filterSchemas.id,
  status: filterSchemas.id,
})
