import * as v from 'valibot'
import { endpoint, optionalText, requiredName } from './core'
import { GstinSchema, PartyMobileSchema } from './party'
import { MODULE } from './role'

export const PRINT_SIZES = ['A4', 'A5', '80mm'] as const

export const COMPANY_MESSAGES = { saved: 'Account Updated Successfully' } as const

/** Firm settings (/account): what every printed bill carries. */
export const CompanyFormSchema = v.object({
  companyName: requiredName('Firm name', 100),
  logoUrl: optionalText('Logo', 500),
  address: optionalText('Address', 250),
  mobileNo: PartyMobileSchema,
  gstin: GstinSchema,
  billFooter: optionalText('Bill footer', 300),
  printSize: v.picklist(PRINT_SIZES, 'Choose a print size.'),
})
export type CompanyFormInput = v.InferInput<typeof CompanyFormSchema>

export const CompanySchema = v.object({ companyKeyID: v.string(), ...CompanyFormSchema.entries })
export type Company = v.InferOutput<typeof CompanySchema>

export const company = {
  model: endpoint({ method: 'GET', path: 'Company/GetCompanyModel', data: CompanySchema }),
  update: endpoint({
    method: 'POST',
    path: 'Company/UpdateCompany',
    body: CompanyFormSchema,
    data: CompanySchema,
    access: { moduleId: MODULE.Account, action: 'update' },
  }),
} as const
