export { CrudFormDialog } from './crud-form-dialog'
export {
  type CrudCalls,
  type CrudForm,
  type CrudMessages,
  CrudPage,
  type CrudPageProps,
  crudMessages,
  duplicateConfirmation,
  NOT_ALLOWED,
  type SaveConfirmation,
} from './crud-page'
