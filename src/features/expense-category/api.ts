import { api } from '@contracts'
import { crudApi } from '@/lib/crud-api'

export const expenseCategoryApi = crudApi('expenseCategory', api.expenseCategory, 'CategoryKeyID')
