import { useState } from 'react'
import { TextInput, type TextInputProps } from './field'

/** A password field with a show/hide toggle; the toggle never submits the form. */
export function PasswordInput({ className, ...props }: Omit<TextInputProps, 'type'>) {
  const [visible, setVisible] = useState(false)
  return (
    <div className="relative">
      <TextInput {...props} type={visible ? 'text' : 'password'} className={`pr-11 ${className ?? ''}`} />
      <button
        type="button"
        onClick={() => setVisible((value) => !value)}
        aria-label={visible ? 'Hide password' : 'Show password'}
        aria-pressed={visible}
        className="absolute inset-y-0 right-0 flex w-10 items-center justify-center rounded-r-app text-slate-500 hover:text-slate-800 focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        <svg
          viewBox="0 0 24 24"
          className="h-5 w-5"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          aria-hidden="true"
        >
          <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12z" />
          <circle cx="12" cy="12" r="3" />
          {visible && <path d="M3 3l18 18" strokeLinecap="round" />}
        </svg>
      </button>
    </div>
  )
}
