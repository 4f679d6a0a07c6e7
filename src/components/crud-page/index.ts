export { CrudFormDialog } from './crud-form-dialog'
export {
  type CrudCalls,
  type CrudForm,
  type CrudMessages,
  CrudPage,
  type CrudPageProps,
  crudMessages,
  NOT_ALLOWED,
} from './crud-page'
export { duplicateConfirmation, type SaveConfirmation } from './save-confirmation'
