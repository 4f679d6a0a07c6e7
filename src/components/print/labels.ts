/** The languages a document prints in. */
export const PRINT_LANGUAGES = [
  { value: 'en', label: 'English' },
  { value: 'mr', label: 'मराठी (Marathi)' },
] as const
export type PrintLanguage = (typeof PRINT_LANGUAGES)[number]['value']

const en = {
  gateSlip: 'Gate Slip',
  tokenSlip: 'Token Slip',
  entryNo: 'Entry No.',
  date: 'Date',
  time: 'Time',
  market: 'Market',
  vehicleNo: 'Vehicle No.',
  vehicleType: 'Vehicle Type',
  transport: 'Transport',
  crates: 'Crates',
  trolley: 'Trolley',
  driver: 'Driver',
  village: 'Village',
  entryFee: 'Entry Fee',
  paidBy: 'Paid By',
  cash: 'Cash',
  online: 'Online',
  loadedWeight: 'Loaded Weight',
  kg: 'kg',
  tokens: 'Tokens',
  token: 'Token',
  farmer: 'Farmer',
  product: 'Product',
  grading: 'Grading',
  gradingNone: 'None',
  gradingMachine: 'Machine',
  gradingHand: 'Hand',
  gradingFarmer: 'Farmer',
  mobile: 'Mobile',
  gstin: 'GSTIN',
  cancelled: 'CANCELLED',
} as const

export type LabelKey = keyof typeof en
export type Labels = Record<LabelKey, string>

/** Every key of the English labels must be here too: the type refuses a missing one. */
const mr: Labels = {
  gateSlip: 'गेट पावती',
  tokenSlip: 'टोकन पावती',
  entryNo: 'प्रवेश क्र.',
  date: 'दिनांक',
  time: 'वेळ',
  market: 'बाजार',
  vehicleNo: 'वाहन क्र.',
  vehicleType: 'वाहन प्रकार',
  transport: 'वाहतूक',
  crates: 'क्रेट',
  trolley: 'ट्रॉली',
  driver: 'चालक',
  village: 'गाव',
  entryFee: 'प्रवेश शुल्क',
  paidBy: 'भरणा',
  cash: 'रोख',
  online: 'ऑनलाइन',
  loadedWeight: 'भरलेले वजन',
  kg: 'किलो',
  tokens: 'टोकन',
  token: 'टोकन',
  farmer: 'शेतकरी',
  product: 'माल',
  grading: 'प्रतवारी',
  gradingNone: 'नाही',
  gradingMachine: 'मशीन',
  gradingHand: 'हाताने',
  gradingFarmer: 'शेतकरी',
  mobile: 'मोबाईल',
  gstin: 'जीएसटीआयएन',
  cancelled: 'रद्द',
}

export const LABELS: Record<PrintLanguage, Labels> = { en, mr }

/** The labels a document prints with. */
export const labelsFor = (language: PrintLanguage): Labels => LABELS[language]
