import { formatNumber } from '@/lib/format'

/** A note's face value as printed on it and as the cashier reads it: ₹500, ₹2,000, ₹1,00,000. */
export const formatDenomination = (rupees: number): string => `₹${formatNumber(rupees)}`
