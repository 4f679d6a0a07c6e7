import { useEffect, useEffectEvent, useRef, useState } from 'react'
import { TextInput } from '@/components/ui/field'

export const SEARCH_DEBOUNCE_MS = 300

export interface SearchBoxProps {
  /** The search text in the URL. */
  value: string
  onCommit: (value: string) => void
  placeholder?: string
}

/** Typing updates the field at once and the URL (hence the request) after a pause; Enter commits now. */
export function SearchBox({ value, onCommit, placeholder = 'Search' }: SearchBoxProps) {
  const [text, setText] = useState(value)
  // What this box last put in the URL: a URL change to anything else (back/forward) replaces the text.
  const sent = useRef(value)
  const commit = useEffectEvent((next: string) => {
    sent.current = next
    onCommit(next)
  })

  useEffect(() => {
    if (value !== sent.current) {
      sent.current = value
      setText(value)
    }
  }, [value])

  useEffect(() => {
    if (text === sent.current) return
    const timer = setTimeout(() => commit(text), SEARCH_DEBOUNCE_MS)
    return () => clearTimeout(timer)
  }, [text])

  return (
    <div className="relative w-full sm:w-64">
      <svg
        viewBox="0 0 20 20"
        className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-slate-400"
        aria-hidden="true"
      >
        <circle cx="9" cy="9" r="6" fill="none" stroke="currentColor" strokeWidth="2" />
        <path d="M13.5 13.5L17 17" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
      <TextInput
        type="search"
        aria-label="Search"
        placeholder={placeholder}
        maxLength={100}
        className="pl-9"
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && text !== sent.current) commit(text)
        }}
      />
    </div>
  )
}
