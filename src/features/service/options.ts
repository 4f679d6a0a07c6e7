import { type CHARGE_BASES, PARTY_TYPES } from '@contracts'
import { optionText } from '@/components/data-table'

export const CHARGE_BASIS_OPTIONS = [
  { value: 'PerUnit', label: 'Per Unit' },
  { value: 'PerBill', label: 'Per Bill' },
] as const satisfies readonly { value: (typeof CHARGE_BASES)[number]; label: string }[]

export const chargeBasisText = optionText(CHARGE_BASIS_OPTIONS)
export const partyTypeText = optionText(PARTY_TYPES)

/** Why a seeded service's delete button is disabled (the server refuses it too). */
export const SYSTEM_SERVICE_LOCKED = 'System services cannot be deleted.'
