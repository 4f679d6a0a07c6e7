import { expect, test } from './fixtures'
import { PRODUCTION_MOCK_URL } from './support/env'
import { DEMO_USER, logIn } from './support/session'

// The mock server as docker-compose ships it to developers: the API answers, but nothing can reset
// its data or inject faults, because those routes exist only for tests.
test('the production mock server serves the API without its admin routes @compose', async ({ request }) => {
  test.skip(!PRODUCTION_MOCK_URL, 'needs E2E_PROD_MOCK_URL: the docker-compose `mock` service')
  const url = PRODUCTION_MOCK_URL!
  expect((await request.get(`${url}/health`)).ok()).toBe(true)
  const login = await logIn(url, DEMO_USER)
  expect(login.token).toBeTruthy()
  for (const path of ['/__mock/reset', '/__mock/faults']) {
    const response = await request.post(`${url}${path}`, { data: {} })
    expect(response.status(), `POST ${path}`).toBe(404)
  }
})
