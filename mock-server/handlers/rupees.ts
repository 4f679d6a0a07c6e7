const INR = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })

/** ₹ with Indian grouping and 2 decimals, as messages quote amounts: ₹1,23,456.00. */
export const rupees = (amount: number): string => `₹${INR.format(amount)}`
