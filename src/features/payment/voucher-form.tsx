import {
  type AddPaymentRequest,
  AddPaymentRequestSchema,
  denominationProblem,
  PARTY_TYPE,
  PAYMENT_MODE,
  PAYMENT_PURPOSES,
  TRANSACTION_TYPE,
  TRANSACTION_TYPES,
  toPaise,
} from '@contracts'
import { useQuery } from '@tanstack/react-query'
import { useEffect } from 'react'
import type { UseFormReturn } from 'react-hook-form'
import type * as v from 'valibot'
import {
  AmountField,
  FarmerOrBuyerPicker,
  FormDialog,
  KeyFlowFieldset,
  SelectFormField,
  TextField,
} from '@/components/form'
import { DateField } from '@/components/form/date-field'
import { NoteCount, PaymentModeFields } from '@/components/money'
import { buyerQueries } from '@/features/buyer/api'
import { currencyQueries } from '@/features/currency/api'
import { farmerQueries } from '@/features/farmer/api'
import { todayInKolkata } from '@/lib/format'
import { openPeriodBounds } from '@/lib/open-period'
import { AllocationLines } from './allocation-lines'
import { paymentQueries, useAddPayment } from './api'

type VoucherOutput = v.InferOutput<typeof AddPaymentRequestSchema>
type VoucherForm = UseFormReturn<AddPaymentRequest, unknown, VoucherOutput>

const PURPOSE_OPTIONS = PAYMENT_PURPOSES.map((purpose) => ({ value: purpose, label: purpose }))

/** A farmer is paid (Debit, out); a buyer pays in (Credit, in). */
const partyTypeOf = (transactionType: number): 1 | 2 => (transactionType === TRANSACTION_TYPE.Credit ? 2 : 1)

export interface VoucherFormDialogProps {
  open: boolean
  marketKeyID: string
  onClose: () => void
  onSaved: (message: string) => void
}

/**
 * 'Add Payment': one voucher form for both ways money moves, filled from the keyboard. The party's
 * open bills are settled oldest first unless the user types amounts per bill; what no bill takes is
 * the party's advance. Cash may carry its note breakdown, which must add up to the amount.
 */
export function VoucherFormDialog({ open, marketKeyID, onClose, onSaved }: VoucherFormDialogProps) {
  const add = useAddPayment()
  const defaultValues: AddPaymentRequest = {
    marketKeyID,
    paymentDate: todayInKolkata(),
    partyType: 1,
    partyKeyID: '',
    transactionType: TRANSACTION_TYPE.Debit,
    paymentMode: PAYMENT_MODE.Cash,
    onlineSubMode: '',
    referenceNo: '',
    amount: undefined as unknown as number,
    purpose: 'Against Bill',
    allocations: [],
    denominations: [],
    narration: '',
  }
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title="Add Payment"
      schema={AddPaymentRequestSchema}
      defaultValues={defaultValues}
      onSubmit={async (values) => {
        const notes = values.denominations ?? []
        if (values.paymentMode === PAYMENT_MODE.Cash && notes.length > 0) {
          const problem = denominationProblem(toPaise(values.amount), notes)
          if (problem) throw new Error(problem)
        }
        const voucher = await add.mutateAsync({
          ...values,
          denominations: values.paymentMode === PAYMENT_MODE.Cash ? notes : [],
          allocations: values.purpose === 'Against Bill' ? values.allocations : [],
        })
        return `Payment Added Successfully. Voucher ${voucher.voucherNo}.`
      }}
      onSaved={onSaved}
      size="lg"
    >
      {(form) => <VoucherFields form={form} marketKeyID={marketKeyID} />}
    </FormDialog>
  )
}

function VoucherFields({ form, marketKeyID }: { form: VoucherForm; marketKeyID: string }) {
  const { control, setValue } = form
  const [transactionType, partyKeyID, amount, paymentMode, purpose, allocations, denominations] = form.watch([
    'transactionType',
    'partyKeyID',
    'amount',
    'paymentMode',
    'purpose',
    'allocations',
    'denominations',
  ])
  const partyType = partyTypeOf(transactionType)
  const paysFarmer = partyType === PARTY_TYPE.Farmer
  const farmers = useQuery({ ...farmerQueries.lookup(marketKeyID), enabled: paysFarmer })
  const buyers = useQuery({ ...buyerQueries.lookup(marketKeyID), enabled: !paysFarmer })
  const bills = useQuery(paymentQueries.openBills(marketKeyID, partyType, partyKeyID ?? ''))
  const online = paymentMode === PAYMENT_MODE.Online
  const currencies = useQuery({ ...currencyQueries.lookup(), enabled: !online })

  useEffect(() => {
    form.setFocus('transactionType')
  }, [form])

  return (
    <KeyFlowFieldset label="Voucher">
      <SelectFormField
        control={control}
        name="transactionType"
        label="Transaction Type"
        required
        options={TRANSACTION_TYPES}
        onValueChange={(type) => {
          setValue('partyType', partyTypeOf(type))
          setValue('partyKeyID', '')
          setValue('allocations', [])
        }}
      />
      <FarmerOrBuyerPicker
        control={control}
        name="partyKeyID"
        partyType={partyType}
        farmers={farmers}
        buyers={buyers}
      />
      <DateField control={control} name="paymentDate" label="Date" required {...openPeriodBounds()} />
      <AmountField control={control} name="amount" label="Amount (₹)" required />
      <PaymentModeFields
        control={control}
        names={{ mode: 'paymentMode', subMode: 'onlineSubMode', reference: 'referenceNo' }}
        onModeChange={(mode) => mode === PAYMENT_MODE.Online && setValue('denominations', [])}
      />
      <SelectFormField
        control={control}
        name="purpose"
        label="Purpose"
        options={PURPOSE_OPTIONS}
        onValueChange={() => setValue('allocations', [])}
      />
      <TextField control={control} name="narration" label="Narration" maxLength={200} />
      {partyKeyID && purpose === 'Against Bill' && (
        <AllocationLines
          bills={bills.data ?? []}
          amount={amount}
          manual={allocations ?? []}
          onChange={(manual) =>
            setValue('allocations', manual, { shouldValidate: form.formState.isSubmitted })
          }
          onNoneSettled={() => {
            setValue('allocations', [], { shouldValidate: form.formState.isSubmitted })
            setValue('purpose', 'Advance')
          }}
        />
      )}
      {partyKeyID && purpose !== 'Against Bill' && (
        <p className="text-sm text-slate-600 sm:col-span-2">
          {purpose === 'Advance'
            ? 'An advance settles no bill: the whole amount stays on the party’s account.'
            : 'On Account settles the party’s oldest bills first.'}
        </p>
      )}
      {!online && (
        <details className="rounded-app border border-slate-200 p-3 sm:col-span-2">
          <summary className="cursor-pointer text-sm font-medium text-slate-700">
            Note breakdown (optional)
          </summary>
          <div className="mt-2">
            <NoteCount
              label="Note breakdown"
              denominations={(currencies.data ?? []).map((c) => c.denomination)}
              value={denominations ?? []}
              onChange={(next) => setValue('denominations', next)}
              against={{ label: 'Amount', amount: amount ?? 0, differenceLabel: 'Difference' }}
            />
          </div>
        </details>
      )}
    </KeyFlowFieldset>
  )
}
