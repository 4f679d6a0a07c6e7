import { TOKEN_STATUS } from '@contracts'
import { useState } from 'react'
import { LABELS, type PrintLanguage } from '@/components/print/labels'

/** What the farmer's pages say beyond the print labels they share with the patti, in both languages. */
const en = {
  lotTitle: 'Your lot',
  progress: 'Progress',
  arrived: 'Arrived',
  graded: 'Graded',
  selling: 'Selling',
  sold: 'Sold',
  billed: 'Patti ready',
  cancelled: 'Cancelled',
  soldOf: (sold: number, total: number) => `${sold} of ${total} crates sold`,
  left: (left: number) => `${left} left`,
  noSales: 'Not sold yet',
  ungraded: 'Ungraded',
  pattiWaiting: 'The patti is made once every crate is sold.',
  todayRates: "Today's rates in this market",
  min: 'Min',
  avg: 'Avg',
  max: 'Max',
  noRates: 'No sales of this product in this market that day yet.',
  print: 'Print',
  language: 'मराठी',
  notFound: 'This link is not valid. Check it, or ask the office for a new one.',
  tooMany: 'Too many requests. Please wait a minute and try again.',
  failed: 'Could not load this page. Check your connection and try again.',
  retry: 'Try again',
  loading: 'Loading…',
  bulletinTitle: 'Rate bulletin',
  noBulletin: 'No sales in this market on this day.',
  readOnly: 'Sent by your commission agent. This page only shows; nothing can be changed here.',
} as const

type Texts = { [K in keyof typeof en]: (typeof en)[K] extends string ? string : (typeof en)[K] }

const mr: Texts = {
  lotTitle: 'तुमचा माल',
  progress: 'प्रगती',
  arrived: 'आवक',
  graded: 'प्रतवारी',
  selling: 'विक्री सुरू',
  sold: 'विकले',
  billed: 'पट्टी तयार',
  cancelled: 'रद्द',
  soldOf: (sold, total) => `${total} पैकी ${sold} क्रेट विकले`,
  left: (left) => `${left} बाकी`,
  noSales: 'अजून विक्री नाही',
  ungraded: 'प्रतवारी नाही',
  pattiWaiting: 'सर्व क्रेट विकल्यावर पट्टी तयार होते.',
  todayRates: 'या बाजारातील आजचे दर',
  min: 'किमान',
  avg: 'सरासरी',
  max: 'कमाल',
  noRates: 'त्या दिवशी या बाजारात या मालाची विक्री अजून नाही.',
  print: 'प्रिंट',
  language: 'English',
  notFound: 'ही लिंक वैध नाही. ती तपासा किंवा कार्यालयाकडून नवीन लिंक घ्या.',
  tooMany: 'खूप विनंत्या. कृपया एक मिनिट थांबून पुन्हा प्रयत्न करा.',
  failed: 'हे पान उघडले नाही. इंटरनेट तपासून पुन्हा प्रयत्न करा.',
  retry: 'पुन्हा प्रयत्न करा',
  loading: 'लोड होत आहे…',
  bulletinTitle: 'दर पत्रक',
  noBulletin: 'या दिवशी या बाजारात विक्री नाही.',
  readOnly: 'तुमच्या आडत्याने पाठवले. हे पान फक्त माहितीसाठी आहे; येथे काहीही बदलता येत नाही.',
}

export const FARMER_TEXTS: Record<PrintLanguage, Texts> = { en, mr }

/** Where the page is in the lot's day, the token's status and sales read together. */
export function stageOf(status: number, soldCrates: number): keyof Texts {
  if (status === TOKEN_STATUS.Cancelled) return 'cancelled'
  if (status === TOKEN_STATUS.Billed) return 'billed'
  if (status === TOKEN_STATUS.Auctioned) return 'sold'
  if (soldCrates > 0) return 'selling'
  return status === TOKEN_STATUS.Graded ? 'graded' : 'arrived'
}

const LANGUAGE_KEY = 'mandidesk.farmerLanguage'

function storedLanguage(): PrintLanguage {
  try {
    return localStorage.getItem(LANGUAGE_KEY) === 'en' ? 'en' : 'mr'
  } catch {
    return 'mr'
  }
}

/** Marathi first (the farmer's own language), English on a tap; the choice is kept on the phone. */
export function useFarmerLanguage() {
  const [language, setLanguage] = useState<PrintLanguage>(storedLanguage)
  const toggle = () => {
    const next = language === 'mr' ? 'en' : 'mr'
    setLanguage(next)
    try {
      localStorage.setItem(LANGUAGE_KEY, next)
    } catch {
      // A phone that keeps nothing still switches for this visit.
    }
  }
  return { language, texts: FARMER_TEXTS[language], labels: LABELS[language], toggle }
}
