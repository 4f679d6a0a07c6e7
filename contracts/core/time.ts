/**
 * 24-hour HH:mm to 12-hour with AM/PM; hour 0 is 12, hours above 12 reduced by 12.
 * Answers the input unchanged when it is not a valid HH:mm, so a bad value is visible, not hidden.
 */
export function to12Hour(time: string): string {
  const match = /^(\d{1,2}):(\d{2})(?::\d{2})?$/.exec(time.trim())
  if (!match) return time
  const hour = Number(match[1])
  const minute = match[2]!
  if (hour > 23 || Number(minute) > 59) return time
  const suffix = hour >= 12 ? 'PM' : 'AM'
  const hour12 = hour === 0 ? 12 : hour > 12 ? hour - 12 : hour
  return `${String(hour12).padStart(2, '0')}:${minute} ${suffix}`
}
