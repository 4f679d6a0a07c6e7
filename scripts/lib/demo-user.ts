import type { LoginRecord } from '../../contracts'

export interface Credentials {
  userName: string
  password: string
}

/** The seeded Super Admin every demo, test and benchmark signs in as. */
export const DEMO_USER: Credentials = { userName: '9000000001', password: 'Demo@1234' }

interface LoginEnvelope {
  statusCode?: number
  responseData?: { data?: LoginRecord } | null
  errorMessage?: string | null
}

/** Signs in through the real login API (`mockUrl` is the server's origin) and returns the login record. */
export async function logIn(mockUrl: string, user: Credentials = DEMO_USER): Promise<LoginRecord> {
  const response = await fetch(`${mockUrl}/api/Account/Login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(user),
  })
  const body = (await response.json().catch(() => null)) as LoginEnvelope | null
  const record = body?.responseData?.data
  if (!response.ok || body?.statusCode !== 200 || !record) {
    throw new Error(`Sign-in as ${user.userName} failed: ${body?.errorMessage ?? `HTTP ${response.status}`}`)
  }
  return record
}
