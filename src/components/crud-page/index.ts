export { CrudFormDialog } from './crud-form-dialog'
export {
  type CrudCalls,
  type CrudForm,
  type CrudMessages,
  crudForm,
  crudMessages,
  idKey,
  masterForm,
} from './crud-module'
export { CrudPage, type CrudPageProps, masterPage, NOT_ALLOWED } from './crud-page'
export { duplicateConfirmation, type SaveConfirmation, warningConfirmation } from './save-confirmation'
