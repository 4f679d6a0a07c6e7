import * as v from 'valibot'
import { endpoint, optionalImageUrl, optionalText, requiredName, wholeNumber } from './core'
import { GstinSchema, PartyMobileSchema } from './party'
import { MODULE } from './role'

export const PRINT_SIZES = ['A4', 'A5', '80mm'] as const

export const COMPANY_MESSAGES = {
  saved: 'Account Updated Successfully',
  logoInvalid: 'Logo must be an uploaded image.',
  notFound: 'Company not found.',
} as const

/** Firm settings (/account): what every printed bill carries. */
export const CompanyFormSchema = v.object({
  companyName: requiredName('Firm name', 100),
  logoUrl: optionalImageUrl(COMPANY_MESSAGES.logoInvalid),
  address: optionalText('Address', 250),
  mobileNo: PartyMobileSchema,
  gstin: GstinSchema,
  billFooter: optionalText('Bill footer', 300),
  printSize: v.picklist(PRINT_SIZES, 'Choose a print size.'),
  /** Whether a farmer's own link names the buyers of his lot; left out keeps the firm's choice. */
  showBuyersToFarmers: v.optional(v.boolean()),
  /**
   * Days a party may keep the firm's crates before they are charged at the type's lost value; 0 does
   * not charge. Left out keeps the firm's choice.
   */
  crateChargeDays: v.optional(wholeNumber('Crate charge days', 0, 365)),
})
export type CompanyFormInput = v.InferInput<typeof CompanyFormSchema>

/** What is stored, not what the form accepts: a firm just registered has no firm mobile number yet. */
export const CompanySchema = v.object({
  companyKeyID: v.string(),
  companyName: v.string(),
  logoUrl: v.string(),
  address: v.string(),
  mobileNo: v.string(),
  gstin: v.string(),
  billFooter: v.string(),
  printSize: v.picklist(PRINT_SIZES),
  showBuyersToFarmers: v.boolean(),
  crateChargeDays: v.number(),
})
export type Company = v.InferOutput<typeof CompanySchema>

export const company = {
  /** The caller's firm; every role may read it (bills print its header). */
  model: endpoint({ method: 'GET', path: 'Company/GetCompanyModel', data: CompanySchema }),
  update: endpoint({
    method: 'POST',
    path: 'Company/UpdateCompany',
    body: CompanyFormSchema,
    data: CompanySchema,
    access: { moduleId: MODULE.Account, action: 'update' },
  }),
} as const
