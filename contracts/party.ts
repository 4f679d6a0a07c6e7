import * as v from 'valibot'
import { amount, KeyIDSchema, optionalCode, REQUIRED } from './core'

/** Shared by farmers and buyers: bank, tax and balance fields with India's formats. */
export const PARTY_MESSAGES = {
  mobile: 'Please enter a valid 10 digit mobile number starting with 6, 7, 8 or 9.',
  ifsc: 'IFSC must look like SBIN0001234.',
  pan: 'PAN must look like ABCDE1234F.',
  gstin: 'GSTIN must be 15 characters like 27ABCDE1234F1Z5.',
  account: 'Account number must be 9 to 18 digits.',
  upi: 'UPI ID must look like name@bank.',
  aadhaar: 'Enter only the last 4 digits of Aadhaar.',
  duplicatePrefix: 'Possible duplicate:',
} as const

/** Indian mobile numbers start with 6–9. */
export const PartyMobileSchema = v.pipe(
  v.string(REQUIRED),
  v.trim(),
  v.nonEmpty(REQUIRED),
  v.regex(/^[6-9]\d{9}$/, PARTY_MESSAGES.mobile),
)

export const IfscSchema = optionalCode(/^[A-Z]{4}0[A-Z0-9]{6}$/, PARTY_MESSAGES.ifsc)
export const PanSchema = optionalCode(/^[A-Z]{5}\d{4}[A-Z]$/, PARTY_MESSAGES.pan)
export const GstinSchema = optionalCode(/^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/, PARTY_MESSAGES.gstin)
export const BankAccountNoSchema = optionalCode(/^\d{9,18}$/, PARTY_MESSAGES.account)
export const UpiSchema = v.optional(
  v.pipe(
    v.string(),
    v.trim(),
    v.check((s) => s === '' || /^[\w.-]{2,256}@[A-Za-z][A-Za-z0-9]{1,63}$/.test(s), PARTY_MESSAGES.upi),
  ),
  '',
)
export const AadhaarLast4Schema = optionalCode(/^\d{4}$/, PARTY_MESSAGES.aadhaar)

export const OPENING_BALANCE_TYPES = ['Payable', 'Receivable'] as const
export const openingBalanceEntries = {
  openingBalance: amount('Opening balance'),
  openingBalanceType: v.picklist(OPENING_BALANCE_TYPES, 'Choose Payable or Receivable.'),
} as const

export const MarketKeyListSchema = v.array(KeyIDSchema)

/** A save that found a likely duplicate answers 409 with PARTY_MESSAGES.duplicatePrefix; resend with this set. */
export const confirmDuplicateEntry = { confirmDuplicate: v.optional(v.boolean(), false) } as const
