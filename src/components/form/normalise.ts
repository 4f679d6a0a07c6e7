import { withFirstLetterCapitalised, withoutLeadingSpaces } from '@contracts'

export { withFirstLetterCapitalised, withoutLeadingSpaces }

/** A name as typed: leading spaces dropped, first letter capitalised (the contract's requiredName rule). */
export const nameAsTyped = (value: string): string => withFirstLetterCapitalised(withoutLeadingSpaces(value))

/** Mobile numbers and other codes: anything but a digit is dropped as typed. */
export const digitsOnly = (value: string): string => value.replace(/\D/g, '')

/** A UPI ID: no spaces (an ID never holds one), case as typed. */
export const noSpaces = (value: string): string => value.replace(/\s/g, '')

/** IFSC, PAN, GSTIN: capitals as typed, no spaces (the codes never hold one). */
export const upperCaseCode = (value: string): string => value.replace(/\s/g, '').toUpperCase()
