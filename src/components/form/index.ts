export { AmountField } from './amount-field'
export { AmountInput } from './amount-input'
export { type BuyerLookup, BuyerPicker } from './buyer-picker'
export { ChargeCratesField } from './charge-crates-field'
export { CheckboxField } from './checkbox-field'
export { CheckboxGroupField } from './checkbox-group-field'
export { isConfirmWarning, warningText } from './confirm-warning'
export { FarmerContactFields } from './farmer-contact-fields'
export { FarmerOrBuyerPicker } from './farmer-or-buyer-picker'
export { type FarmerLookup, FarmerPicker } from './farmer-picker'
export { FormDialog, type FormDialogProps } from './form-dialog'
export { FormSection } from './form-section'
export { ImageField } from './image-field'
export { imageProblem } from './image-rules'
export { KeyFlowFieldset } from './key-flow-fieldset'
export { LocationCascade } from './location-cascade'
export { MarketsField } from './markets-field'
export { MobileNumberField } from './mobile-number-field'
export {
  digitsOnly,
  nameAsTyped,
  noSpaces,
  upperCaseCode,
  withFirstLetterCapitalised,
  withoutLeadingSpaces,
} from './normalise'
export { OpeningBalanceFields } from './opening-balance-fields'
export { PartyPicker, type PickerParty } from './party-picker'
export { ReasonDialog, type ReasonDialogProps } from './reason-dialog'
export { SelectFormField } from './select-form-field'
export { TextField } from './text-field'
export { useFocusFirstField, useFormKeys, useProblemIntoView } from './use-form-keys'
export { type ReasonAction, useReasonAction } from './use-reason-action'
export { WholeNumberField } from './whole-number-field'
