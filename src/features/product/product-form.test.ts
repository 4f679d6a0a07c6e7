import { ProductFormSchema } from '@contracts'
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { productForm } from './product-form'

const onion = {
  productID: 2,
  productName: 'Onion',
  productNameMr: 'कांदा',
  category: 'Onion-Potato' as const,
  defaultTransportationType: 2 as const,
  defaultRateUnit: 3 as const,
  crateCapacityKg: 0,
  crateTareKg: 0,
  allowanceKgPerCrate: 0,
  crateTypeID: 0,
  minRateAlert: 1000,
  maxRateAlert: 2500,
  grades: [
    { gradeID: 11, gradeName: '1 No.', sortOrder: 1, isActive: true },
    { gradeID: 12, gradeName: '2 No.', sortOrder: 2, isActive: true },
    { gradeID: 14, gradeName: 'Golti', sortOrder: 4, isActive: false },
  ],
}

describe('product form', () => {
  it('saves the grades in the order of the rows, whatever their old sort orders', () => {
    const values = productForm.fromModel(onion) as v.InferOutput<typeof ProductFormSchema>
    const reordered = { ...values, grades: [values.grades[2]!, values.grades[0]!, values.grades[1]!] }
    const body = productForm.toBody(reordered, 2)
    expect(body.productID).toBe(2)
    expect(body.grades.map((g) => [g.gradeID, g.gradeName, g.sortOrder, g.isActive])).toEqual([
      [14, 'Golti', 1, false],
      [11, '1 No.', 2, true],
      [12, '2 No.', 3, true],
    ])
    expect(v.safeParse(ProductFormSchema, body).success).toBe(true)
  })

  it('sends a new product without a key, with grades the server numbers', () => {
    const values = {
      ...(productForm.fromModel(onion) as v.InferOutput<typeof ProductFormSchema>),
      grades: [{ gradeID: null, gradeName: 'Bold', sortOrder: 7, isActive: true }],
    }
    const body = productForm.toBody(values, null)
    expect(body.productID).toBeNull()
    expect(body.grades).toEqual([{ gradeID: null, gradeName: 'Bold', sortOrder: 1, isActive: true }])
  })

  it('starts a new product with one empty active grade and no rate alerts', () => {
    expect(productForm.empty.grades).toEqual([{ gradeID: null, gradeName: '', sortOrder: 1, isActive: true }])
    expect(productForm.empty.maxRateAlert).toBe(0)
    expect(productForm.empty.allowanceKgPerCrate).toBe(0)
  })
})
