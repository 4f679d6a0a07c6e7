/** The mock server's admin routes (`/__mock/*`), as the e2e suite drives them. */
export type FaultKind = 'latency' | 'status500' | 'status401' | 'body401' | 'malformed'

export interface Fault {
  /** API path after `/api/`, e.g. `Market/GetMarketList`. */
  path: string
  kind: FaultKind
  /** How many of the next matching requests fail (the server's default is 1). */
  count?: number
  latencyMs?: number
  method?: 'GET' | 'POST'
}

export interface MockControl {
  /** Base URL of this worker's mock server, e.g. `http://127.0.0.1:4001`. */
  url: string
  /** Restores the seed data and clears all faults. */
  reset(): Promise<void>
  fault(fault: Fault): Promise<void>
  clearFaults(): Promise<void>
}

async function admin(url: string, method: 'POST' | 'DELETE', path: string, body?: unknown): Promise<void> {
  const response = await fetch(`${url}/__mock/${path}`, {
    method,
    headers: body === undefined ? undefined : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  if (!response.ok) {
    throw new Error(`${method} /__mock/${path} answered HTTP ${response.status}: ${await response.text()}`)
  }
}

export const mockControl = (url: string): MockControl => ({
  url,
  reset: () => admin(url, 'POST', 'reset'),
  fault: (fault) => admin(url, 'POST', 'faults', fault),
  clearFaults: () => admin(url, 'DELETE', 'faults'),
})
