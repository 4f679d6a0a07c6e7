import { PRODUCT_CATEGORIES, RATE_UNITS, TRANSPORTATION_TYPES } from '@contracts'
import { optionText } from '@/components/data-table'

export const CATEGORY_OPTIONS = PRODUCT_CATEGORIES.map((category) => ({ value: category, label: category }))

export const rateUnitText = optionText(RATE_UNITS)
export const transportText = optionText(TRANSPORTATION_TYPES)
