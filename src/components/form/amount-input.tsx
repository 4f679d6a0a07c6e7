import type { InputHTMLAttributes, Ref } from 'react'
import { TextInput } from '@/components/ui/field'
import { AMOUNT_MAX_LENGTH, applyAmountEdit } from '@/lib/amount-input'
import { useCaret } from './caret'

export interface AmountInputProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'type' | 'ref'> {
  value: string
  onChange: (value: string) => void
  invalid?: boolean
  ref?: Ref<HTMLInputElement>
}

/**
 * An amount typed with Indian grouping. A refused keystroke leaves
 * the text as it was and the cursor where it was; regrouping keeps the cursor after the same digit.
 */
export function AmountInput({ value, onChange, ref, ...props }: AmountInputProps) {
  const caret = useCaret(ref)
  return (
    <TextInput
      {...props}
      ref={caret.ref}
      type="text"
      inputMode="decimal"
      autoComplete="off"
      maxLength={AMOUNT_MAX_LENGTH}
      value={value}
      onChange={(event) => {
        const input = event.target
        const edit = applyAmountEdit(value, input.value, input.selectionStart ?? input.value.length)
        caret.place(input, edit.value, value, edit.caret)
        if (edit.value !== value) onChange(edit.value)
      }}
    />
  )
}
