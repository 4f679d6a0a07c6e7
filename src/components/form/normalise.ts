export { withFirstLetterCapitalised, withoutLeadingSpaces } from '@contracts'

/** Mobile numbers and other codes: anything but a digit is dropped as typed. */
export const digitsOnly = (value: string): string => value.replace(/\D/g, '')
