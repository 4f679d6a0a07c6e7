import { reasonText } from '@contracts'
import * as v from 'valibot'
import { FormDialog } from './form-dialog'
import { TextField } from './text-field'

const ReasonSchema = v.object({ reason: reasonText })

export interface ReasonDialogProps {
  open: boolean
  /** 'Cancel Vehicle Entry 12 (MH15AB1234)'. */
  title: string
  /** The field's label; 'Reason' unless the document calls it something else. */
  label?: string
  /** Sends the reason; answers the success message or throws the server's refusal (shown in the dialog). */
  onSubmit: (reason: string) => Promise<string>
  onClose: () => void
  onSaved: (message: string) => void
}

/** Cancelling a document: a reason of 3 to 200 characters, kept with the document. */
export function ReasonDialog({
  open,
  title,
  label = 'Reason',
  onSubmit,
  onClose,
  onSaved,
}: ReasonDialogProps) {
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={title}
      schema={ReasonSchema}
      defaultValues={{ reason: '' }}
      onSubmit={(values) => onSubmit(values.reason)}
      onSaved={onSaved}
      size="md"
    >
      {({ control }) => (
        <TextField
          control={control}
          name="reason"
          label={label}
          required
          maxLength={200}
          className="sm:col-span-2"
        />
      )}
    </FormDialog>
  )
}
