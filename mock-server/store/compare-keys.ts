import { cleanText } from '../../contracts'

/**
 * Names compare as people read them: case, surrounding spaces and invisible characters (cleanText) do
 * not make a different name, so rows stored before the contracts cleaned names still clash.
 */
export const nameKey = (name: string): string => cleanText(name).trim().toLocaleLowerCase('en-IN')
export const sameName = (a: string, b: string): boolean => nameKey(a) === nameKey(b)

/** Emails compare without case or surrounding spaces. */
export const emailKey = (email: string): string => email.trim().toLowerCase()
