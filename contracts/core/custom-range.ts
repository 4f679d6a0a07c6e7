/**
 * The date-range option whose dates the user picks, and the highest option value. Apart from the
 * options and their date arithmetic, so a URL schema can bound a range without loading them.
 */
export const CUSTOM_RANGE = 11 as const
