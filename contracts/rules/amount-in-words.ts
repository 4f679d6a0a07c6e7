import { ToWordsCore } from 'to-words/core'
import EnglishIndia from 'to-words/en-IN'
import MarathiIndia from 'to-words/mr-IN'

/**
 * The library writes an even hundred in Marathi as "एकशे" (the prefix form used in 101 "एकशे एक");
 * alone it is "शंभर" (100, 1,100 "एक हजार शंभर"). Its exact-words table is
 * consulted before the prefix, so only the standalone hundred changes. Cheques and pattis end the
 * amount with "फक्त" (only), which the library leaves out.
 */
class Marathi extends MarathiIndia {
  constructor() {
    super()
    this.config.exactWordsMapping = [{ number: 100, value: 'शंभर' }]
    this.config.texts = { ...this.config.texts, only: 'फक्त' }
  }
}

const converters = {
  en: new ToWordsCore().setLocale(EnglishIndia),
  mr: new ToWordsCore().setLocale(Marathi),
} as const

export type WordsLanguage = keyof typeof converters

/**
 * An amount of integer paise in words, in the Indian system (thousand, lakh, crore), as a patti or an
 * invoice prints it: "One Lakh Four Thousand Nine Hundred Twenty One Rupees Only", with "And … Paise"
 * when there are paise.
 */
export function amountInWords(paise: number, language: WordsLanguage): string {
  if (!Number.isSafeInteger(paise)) throw new RangeError(`Paise must be a whole number: ${paise}`)
  const sign = paise < 0 ? '-' : ''
  const abs = Math.abs(paise)
  const rupees = `${sign}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`
  // Below a rupee the words start at the paise ("Forty Nine Paise Only"), not "Zero Rupees And …".
  const ignoreZeroCurrency = abs > 0 && abs < 100
  return converters[language].convert(rupees, { currency: true, ignoreZeroCurrency })
}
