export { CrudFormDialog } from './crud-form-dialog'
export { type CrudCalls, type CrudForm, type CrudMessages, crudMessages } from './crud-module'
export { CrudPage, type CrudPageProps, NOT_ALLOWED } from './crud-page'
export { duplicateConfirmation, type SaveConfirmation } from './save-confirmation'
