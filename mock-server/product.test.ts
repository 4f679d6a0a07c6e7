import { describe, expect, it } from 'vitest'
import { api, PRODUCT_MESSAGES } from '../contracts'
import { seededServer } from './test/support'

const server = seededServer()

const list = (filters: Record<string, unknown> = {}) => server.allRows(api.product.list, filters)
const model = (ProductID: number) => server.data(api.product.model, { query: { ProductID } })
const save = (body: Record<string, unknown>) => server.call(api.product.addUpdate, { body })

const strawberry = {
  productName: 'Strawberry',
  productNameMr: 'स्ट्रॉबेरी',
  category: 'Fruit',
  defaultTransportationType: 1,
  defaultRateUnit: 1,
  crateCapacityKg: 2,
  crateTareKg: 0.2,
  allowanceKgPerCrate: 0,
  minRateAlert: 80,
  maxRateAlert: 400,
  grades: [
    { gradeName: 'A', sortOrder: 1, isActive: true },
    { gradeName: 'B', sortOrder: 2, isActive: true },
  ],
}

describe('Product/GetProductList', () => {
  it('has the demo products with their grades in order', async () => {
    const rows = await list({ sortingColumnName: 'productName' })
    expect(rows.map((p) => p.productName)).toEqual([
      'Cluster Beans',
      'Grapes',
      'Green Chilli',
      'Okra',
      'Onion',
      'Pomegranate Bhagwa',
      'Tomato',
    ])
    const gradeNames = Object.fromEntries(rows.map((p) => [p.productName, p.gradeNames]))
    expect(gradeNames.Onion).toBe('1 No., 2 No., 3 No., Golti, Khad')
    expect(gradeNames['Pomegranate Bhagwa']).toBe('1 No., 2 No., 3 No., 4 No.')
    const onion = rows.find((p) => p.productName === 'Onion')!
    expect(onion).toMatchObject({
      defaultTransportationType: 2,
      defaultRateUnit: 3,
      minRateAlert: 1000,
      maxRateAlert: 2500,
    })
  })

  it('filters by category and searches grade and Marathi names', async () => {
    expect((await list({ category: 'Fruit' })).map((p) => p.productName).sort()).toEqual([
      'Grapes',
      'Pomegranate Bhagwa',
    ])
    expect((await list({ searchKeyword: 'golti' })).map((p) => p.productName)).toEqual(['Onion'])
    expect((await list({ searchKeyword: 'कांदा' })).map((p) => p.productName)).toEqual(['Onion'])
  })
})

describe('Product/AddUpdateProduct', () => {
  it('numbers new grades after every existing one', async () => {
    const saved = await server.data(api.product.addUpdate, { body: strawberry })
    expect(saved.productID).toBe(8)
    expect(saved.grades.map((g) => [g.gradeID, g.gradeName])).toEqual([
      [18, 'A'],
      [19, 'B'],
    ])
  })

  it('keeps grade IDs across an edit, numbers an added grade and drops a removed one', async () => {
    const onion = (await list({ searchKeyword: 'Onion' }))[0]!
    const before = await model(onion.productID)
    // Khad is a grade no seeded token was graded into, so it can go.
    const [first, second, third, golti] = before.grades
    const edited = await server.data(api.product.addUpdate, {
      body: {
        ...before,
        grades: [
          { ...first, gradeName: 'Super' },
          second,
          third,
          golti,
          { gradeName: 'Chopad', sortOrder: 6, isActive: true },
        ],
      },
    })
    expect(edited.grades.map((g) => [g.gradeID, g.gradeName])).toEqual([
      [first!.gradeID, 'Super'],
      [second!.gradeID, '2 No.'],
      [third!.gradeID, '3 No.'],
      [golti!.gradeID, 'Golti'],
      [18, 'Chopad'],
    ])
    const lookup = await server.data(api.product.lookup)
    expect(lookup.find((p) => p.productID === onion.productID)!.grades.map((g) => g.gradeName)).toEqual([
      'Super',
      '2 No.',
      '3 No.',
      'Golti',
      'Chopad',
    ])
  })

  it("refuses another product's grade ID, a grade sent twice and grade names repeated", async () => {
    const tomato = await model((await list({ searchKeyword: 'Tomato' }))[0]!.productID)
    const onion = await model((await list({ searchKeyword: 'Onion' }))[0]!.productID)
    const foreign = await save({ ...tomato, grades: [...tomato.grades, onion.grades[3]] })
    expect(foreign.body).toMatchObject({
      statusCode: 400,
      errorMessage: `grades.3.gradeID: ${PRODUCT_MESSAGES.foreignGrade}`,
    })
    const twice = await save({
      ...tomato,
      grades: [tomato.grades[0], { ...tomato.grades[0], gradeName: 'Again' }],
    })
    expect(twice.body.errorMessage).toBe(`grades.1.gradeID: ${PRODUCT_MESSAGES.gradeTwice}`)
    const names = await save({
      ...strawberry,
      grades: [strawberry.grades[0], { ...strawberry.grades[1], gradeName: 'a' }],
    })
    expect(names.body.errorMessage).toBe(`grades: ${PRODUCT_MESSAGES.gradeDuplicate}`)
  })

  it.each([
    ['no grade', { grades: [] }, `grades: ${PRODUCT_MESSAGES.gradesRequired}`],
    [
      'a rate band upside down',
      { minRateAlert: 500, maxRateAlert: 100 },
      `maxRateAlert: ${PRODUCT_MESSAGES.rateBand}`,
    ],
    [
      'a tare heavier than the crate',
      { crateCapacityKg: 2, crateTareKg: 2 },
      `crateTareKg: ${PRODUCT_MESSAGES.tare}`,
    ],
    ['an unknown category', { category: 'Flowers' }, 'category: Choose a category.'],
  ])('refuses %s', async (_, change, message) => {
    expect((await save({ ...strawberry, ...change })).body).toMatchObject({
      statusCode: 400,
      errorMessage: message,
    })
  })

  it('refuses a product name in use, naming it', async () => {
    const answer = await save({ ...strawberry, productName: 'okra' })
    expect(answer.body).toMatchObject({ statusCode: 409, errorMessage: PRODUCT_MESSAGES.duplicate('Okra') })
  })
})

describe('deleting and deactivating products', () => {
  it('deletes an unused product', async () => {
    const saved = await server.data(api.product.addUpdate, { body: strawberry })
    const query = { ProductID: saved.productID }
    expect(await server.data(api.product.remove, { query })).toBeNull()
    expect((await server.call(api.product.model, { query })).status).toBe(404)
  })

  it('leaves an inactive product, and inactive grades, out of the lookup', async () => {
    const grapes = await model((await list({ searchKeyword: 'Grapes' }))[0]!.productID)
    await server.data(api.product.addUpdate, {
      body: { ...grapes, grades: [grapes.grades[0], { ...grapes.grades[1], isActive: false }] },
    })
    let lookup = await server.data(api.product.lookup)
    expect(lookup.find((p) => p.productID === grapes.productID)!.grades.map((g) => g.gradeName)).toEqual([
      'Export',
    ])
    await server.data(api.product.changeStatus, { query: { ProductID: grapes.productID } })
    lookup = await server.data(api.product.lookup)
    expect(lookup.map((p) => p.productName)).not.toContain('Grapes')
    expect(lookup).toHaveLength(6)
  })
})
