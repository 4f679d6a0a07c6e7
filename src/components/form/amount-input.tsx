import { type InputHTMLAttributes, type Ref, useLayoutEffect, useRef } from 'react'
import { TextInput } from '@/components/ui/field'
import { AMOUNT_MAX_LENGTH, applyAmountEdit } from '@/lib/amount-input'

export interface AmountInputProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'type' | 'ref'> {
  value: string
  onChange: (value: string) => void
  invalid?: boolean
  ref?: Ref<HTMLInputElement>
}

/**
 * An amount typed with Indian grouping (spec §5, rules in lib/amount-input). A refused keystroke leaves
 * the text as it was and the cursor where it was; regrouping keeps the cursor after the same digit.
 */
export function AmountInput({ value, onChange, ref, ...props }: AmountInputProps) {
  const input = useRef<HTMLInputElement | null>(null)
  const caret = useRef<number | null>(null)

  useLayoutEffect(() => {
    const element = input.current
    if (caret.current === null || !element || element !== document.activeElement) return
    element.setSelectionRange(caret.current, caret.current)
    caret.current = null
  })

  return (
    <TextInput
      {...props}
      ref={(element) => {
        input.current = element
        if (typeof ref === 'function') ref(element)
        else if (ref) ref.current = element
      }}
      type="text"
      inputMode="decimal"
      autoComplete="off"
      maxLength={AMOUNT_MAX_LENGTH}
      value={value}
      onChange={(event) => {
        const element = event.target
        const edit = applyAmountEdit(value, element.value, element.selectionStart ?? element.value.length)
        if (edit.value === value) {
          // Nothing changes, so React won't re-render: restore the text and cursor here.
          element.value = value
          element.setSelectionRange(edit.caret, edit.caret)
          return
        }
        caret.current = edit.caret
        onChange(edit.value)
      }}
    />
  )
}
