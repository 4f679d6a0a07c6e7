/**
 * A link that opens WhatsApp with a message ready to send: to the party's number when it is an Indian
 * mobile (10 digits, optionally written with +91, 91 or 0 in front), otherwise to a chat the user picks.
 */
export function whatsAppLink(mobileNo: string, text: string): string {
  const digits = mobileNo.replace(/\D/g, '')
  const local = digits.length > 10 && /^(91|0)/.test(digits) ? digits.slice(-10) : digits
  const to = /^[6-9]\d{9}$/.test(local) ? `91${local}` : ''
  return `https://wa.me/${to}?text=${encodeURIComponent(text)}`
}

/** A value kept on its own line: a line break inside it could pass for another line of the message. */
const oneLine = (value: string) => value.replace(/\s*[\r\n\u2028\u2029\v\f\u0085]+\s*/g, ' ')

/** A short summary for a message: a heading line, then one 'Label: value' line per row. */
export const shareSummary = (heading: string, rows: readonly (readonly [label: string, value: string])[]) =>
  [heading, ...rows.map(([label, value]) => `${oneLine(label)}: ${oneLine(value)}`)].join('\n')
