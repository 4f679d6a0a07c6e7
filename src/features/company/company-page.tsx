import { COMPANY_MESSAGES, type Company, CompanyFormSchema, MODULE, PRINT_SIZES } from '@contracts'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { NOT_ALLOWED } from '@/components/crud-page'
import {
  CheckboxField,
  ImageField,
  MobileNumberField,
  nameAsTyped,
  SelectFormField,
  TextField,
  upperCaseCode,
  WholeNumberField,
  withoutLeadingSpaces,
} from '@/components/form'
import { PageForm } from '@/components/form/page-form'
import { LoadState } from '@/components/ui/load-state'
import { SuccessDialog } from '@/components/ui/success-dialog'
import { useCan } from '@/lib/permissions'
import { companyQueries, useUpdateCompany } from './api'

const PRINT_SIZE_OPTIONS = PRINT_SIZES.map((size) => ({ value: size, label: size }))

/** /account: the firm's settings, as every bill and patti prints them. */
export function CompanyPage() {
  const company = useQuery(companyQueries.model())
  const [success, setSuccess] = useState<string | null>(null)
  if (company.isPending || company.isError) {
    return (
      <LoadState
        label="Firm Settings"
        error={company.isError ? company.error : null}
        onRetry={() => company.refetch()}
      />
    )
  }
  return (
    <>
      <CompanyForm company={company.data} onSaved={setSuccess} />
      <SuccessDialog message={success} onClose={() => setSuccess(null)} />
    </>
  )
}

function CompanyForm({ company, onSaved }: { company: Company; onSaved: (message: string) => void }) {
  const can = useCan(MODULE.Account)
  const save = useUpdateCompany()
  return (
    <PageForm
      title="Firm Settings"
      description="The name, logo, address and footer printed on every bill."
      className="max-w-4xl"
      schema={CompanyFormSchema}
      defaultValues={{
        companyName: company.companyName,
        logoUrl: company.logoUrl,
        address: company.address,
        mobileNo: company.mobileNo,
        gstin: company.gstin,
        billFooter: company.billFooter,
        printSize: company.printSize,
        showBuyersToFarmers: company.showBuyersToFarmers,
        crateChargeDays: company.crateChargeDays,
      }}
      notAllowed={can.update ? null : NOT_ALLOWED}
      onSubmit={async (values) => {
        await save.mutateAsync(values)
        return COMPANY_MESSAGES.saved
      }}
      onSaved={onSaved}
    >
      {({ control }) => (
        <>
          <TextField
            control={control}
            name="companyName"
            label="Firm Name"
            required
            maxLength={100}
            normalise={nameAsTyped}
            className="sm:col-span-2"
          />
          <ImageField
            control={control}
            name="logoUrl"
            label="Logo"
            moduleName="Account"
            className="sm:col-span-2"
          />
          <TextField
            control={control}
            name="address"
            label="Address"
            maxLength={250}
            normalise={withoutLeadingSpaces}
            className="sm:col-span-2"
          />
          <MobileNumberField control={control} name="mobileNo" />
          <TextField
            control={control}
            name="gstin"
            label="GSTIN"
            maxLength={15}
            normalise={upperCaseCode}
            hint="Optional; 15 characters like 27ABCDE1234F1Z5."
          />
          <TextField
            control={control}
            name="billFooter"
            label="Bill Footer"
            maxLength={300}
            normalise={withoutLeadingSpaces}
            className="sm:col-span-2"
          />
          <SelectFormField
            control={control}
            name="printSize"
            label="Print Size"
            required
            options={PRINT_SIZE_OPTIONS}
          />
          <CheckboxField
            control={control}
            name="showBuyersToFarmers"
            label="Show buyers' names to farmers"
            description="On the page a farmer's link opens. Off, he sees each sale's crates and rate but not who bought."
            className="sm:col-span-2"
          />
          <WholeNumberField
            control={control}
            name="crateChargeDays"
            label="Charge Crates Kept Beyond (days)"
            maxDigits={3}
            hint="Crates kept longer are charged at the crate type's lost value; 0 does not charge."
          />
        </>
      )}
    </PageForm>
  )
}
