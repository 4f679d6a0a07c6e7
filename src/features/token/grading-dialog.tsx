import {
  GRADING_TYPES,
  gradedCrates,
  gradingProblems,
  type SaveTokenGradingRequest,
  SaveTokenGradingRequestSchema,
  type Token,
  tokenLabel,
} from '@contracts'
import { useQuery } from '@tanstack/react-query'
import { type UseFormReturn, useWatch } from 'react-hook-form'
import * as v from 'valibot'
import {
  AmountField,
  FormDialog,
  KeyFlowFieldset,
  SelectFormField,
  TextField,
  WholeNumberField,
} from '@/components/form'
import { productQueries } from '@/features/product/api'
import { cn } from '@/lib/cn'
import { formatNumber } from '@/lib/format'
import { tokenQueries, useSaveTokenGrading } from './api'

type GradingOutput = v.InferOutput<typeof SaveTokenGradingRequestSchema>
type GradingForm = UseFormReturn<SaveTokenGradingRequest, unknown, GradingOutput>

/** Grading types a grading may record: None means the lot skips grading. */
const GRADED_BY = GRADING_TYPES.filter((type) => type.value !== 0)

/** The request, checked against the token: the graded crates add up, or a shortage reason says why not. */
const gradingSchema = (token: Token) =>
  v.pipe(
    SaveTokenGradingRequestSchema,
    v.forward(
      v.check(
        (body) => problemsOf(token, body).every(([field]) => field !== 'shortageReason'),
        (issue) =>
          problemsOf(token, issue.input as GradingOutput).find(([f]) => f === 'shortageReason')?.[1] ?? '',
      ),
      ['shortageReason'],
    ),
    v.forward(
      v.check(
        (body) => problemsOf(token, body).every(([field]) => field !== 'grades'),
        (issue) => problemsOf(token, issue.input as GradingOutput).find(([f]) => f === 'grades')?.[1] ?? '',
      ),
      ['grades'],
    ),
  )

const problemsOf = (token: Token, body: Pick<GradingOutput, 'grades' | 'shortageReason'>) =>
  gradingProblems(
    token.declaredCrates,
    body.grades.map((g) => ({ gradeID: g.gradeID, crates: g.crates ?? 0, weightKg: g.weightKg ?? 0 })),
    body.shortageReason ?? '',
  )

export interface GradingDialogProps {
  /** The token being graded; closed when null. */
  tokenKeyID: string | null
  onClose: () => void
  onSaved: (message: string) => void
}

/** 'Grade T-014': crates (and optionally weight) per grade of the token's product. */
export function GradingDialog({ tokenKeyID, onClose, onSaved }: GradingDialogProps) {
  const token = useQuery(tokenQueries.model(tokenKeyID))
  const products = useQuery({ ...productQueries.lookup(), enabled: tokenKeyID !== null })
  const save = useSaveTokenGrading()
  const ready = token.data && !token.isFetching && products.data ? token.data : undefined
  const grades = products.data?.find((p) => p.productID === ready?.productID)?.grades ?? []
  const loadError = token.error ?? products.error

  const defaultValues = ready && {
    tokenKeyID: ready.tokenKeyID,
    gradingType: (ready.gradingType || 1) as 1 | 2 | 3,
    grades: grades.map((grade) => {
      const saved = ready.grades.find((g) => g.gradeID === grade.gradeID)
      return { gradeID: grade.gradeID, crates: saved?.crates ?? 0, weightKg: saved?.weightKg || undefined }
    }),
    shortageReason: ready.shortageReason,
  }

  return (
    <FormDialog
      open={tokenKeyID !== null}
      onClose={onClose}
      title={ready ? `Grade ${tokenLabel(ready.tokenNo)}` : 'Grade Token'}
      schema={ready ? gradingSchema(ready) : SaveTokenGradingRequestSchema}
      defaultValues={defaultValues}
      loadError={loadError && !token.isFetching ? loadError.message : null}
      onRetryLoad={() => {
        void token.refetch()
        void products.refetch()
      }}
      onSubmit={async (values) => {
        // Grades left at nothing are not part of the lot.
        const used = values.grades.filter((g) => g.crates > 0 || (g.weightKg ?? 0) > 0)
        const graded = await save.mutateAsync({ ...values, grades: used.length ? used : values.grades })
        return `Token ${tokenLabel(graded.tokenNo)} graded.`
      }}
      onSaved={onSaved}
      size="md"
    >
      {(form) =>
        ready && <GradingFields form={form} token={ready} gradeNames={grades.map((g) => g.gradeName)} />
      }
    </FormDialog>
  )
}

function GradingFields({
  form,
  token,
  gradeNames,
}: {
  form: GradingForm
  token: Token
  gradeNames: string[]
}) {
  const { control } = form
  const lines = useWatch({ control, name: 'grades' }) ?? []
  const total = gradedCrates(lines.map((g) => ({ crates: g?.crates ?? 0 })))
  const differs = total !== token.declaredCrates
  const listError = form.formState.errors.grades?.message ?? form.formState.errors.grades?.root?.message
  return (
    <KeyFlowFieldset label="Grades">
      <p className="text-sm text-slate-700 sm:col-span-2">
        {token.farmerCode} {token.farmerName}, {token.village} · {token.productName} · vehicle{' '}
        {token.vehicleNo}
      </p>
      <SelectFormField
        control={control}
        name="gradingType"
        label="Grading Type"
        required
        options={GRADED_BY}
        className="sm:col-span-2"
      />
      {gradeNames.map((gradeName, index) => (
        <fieldset key={gradeName} className="grid grid-cols-2 gap-3 sm:col-span-2">
          <legend className="mb-1 text-xs font-semibold text-slate-600">{gradeName}</legend>
          <WholeNumberField control={control} name={`grades.${index}.crates`} label={`${gradeName} Crates`} />
          <AmountField
            control={control}
            name={`grades.${index}.weightKg`}
            label={`${gradeName} Weight (kg)`}
          />
        </fieldset>
      ))}
      <p
        role="status"
        className={cn(
          'rounded-app px-3 py-2 text-sm font-medium sm:col-span-2',
          differs ? 'bg-amber-50 text-amber-900' : 'bg-green-50 text-green-800',
        )}
      >
        Graded {formatNumber(total)} of {formatNumber(token.declaredCrates)} declared crates
        {differs &&
          ` (${total < token.declaredCrates ? 'short' : 'over'} by ${formatNumber(Math.abs(total - token.declaredCrates))})`}
      </p>
      {listError && (
        <p role="alert" className="text-xs text-red-700 sm:col-span-2">
          {listError}
        </p>
      )}
      {differs && (
        <TextField
          control={control}
          name="shortageReason"
          label="Shortage Reason"
          required
          maxLength={200}
          className="sm:col-span-2"
        />
      )}
    </KeyFlowFieldset>
  )
}
