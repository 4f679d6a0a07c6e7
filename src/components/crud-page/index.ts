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
export { CrudPage, type CrudPageProps, masterPage } from './crud-page'
export { InsertButton, NOT_ALLOWED } from './insert-button'
export { duplicateConfirmation, type SaveConfirmation } from './save-confirmation'
