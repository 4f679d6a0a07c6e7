import { useState } from 'react'

/** First letters of the first two words of a name. */
export const initialsOf = (name: string): string =>
  name
    .trim()
    .split(/\s+/)
    .slice(0, 2)
    .map((word) => word.charAt(0).toUpperCase())
    .join('')

/** The profile photo, or the person's initials when there is none or it fails to load. */
export function Avatar({ name, photo }: { name: string; photo: string | null }) {
  const [failed, setFailed] = useState<string | null>(null)
  if (photo && failed !== photo) {
    return (
      <img
        src={photo}
        alt=""
        onError={() => setFailed(photo)}
        className="h-10 w-10 rounded-full object-cover ring-2 ring-brand-100"
      />
    )
  }
  return (
    <span className="flex h-10 w-10 items-center justify-center rounded-full bg-brand-100 text-sm font-semibold text-brand-700">
      {initialsOf(name) || '?'}
    </span>
  )
}
