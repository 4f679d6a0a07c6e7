import type { FastifyInstance, FastifyReply } from 'fastify'
import * as v from 'valibot'
import { failure, ok, SERVER_MESSAGES } from '../contracts'
import { HttpError } from './errors'
import { validateInput } from './register'

export const FAULT_KINDS = ['latency', 'status500', 'status401', 'body401', 'malformed'] as const

const DEFAULT_FAULT_LATENCY_MS = 1000

/** The body of POST /__mock/faults (shared rules): which API path misbehaves, how, and how often. */
export const FaultRequestSchema = v.object({
  path: v.pipe(
    v.string('must be the API path after /api/, e.g. Market/GetMarketList'),
    v.trim(),
    // Tolerates a leading "/api/" or "/" so a path copied from a URL works too.
    v.transform((p) => p.replace(/^\/?(?:api\/)?/, '')),
    v.nonEmpty('must be the API path after /api/, e.g. Market/GetMarketList'),
  ),
  kind: v.picklist(FAULT_KINDS, `must be one of ${FAULT_KINDS.join(', ')}`),
  count: v.optional(
    v.pipe(
      v.number('must be a number'),
      v.integer('must be a whole number'),
      v.minValue(1, 'must be at least 1'),
      v.maxValue(1000, 'must be at most 1000'),
    ),
    1,
  ),
  latencyMs: v.optional(
    v.pipe(
      v.number('must be a number'),
      v.integer('must be a whole number'),
      v.minValue(0, 'must be 0 or more'),
      v.maxValue(60_000, 'must be at most 60000'),
    ),
  ),
  method: v.optional(
    v.pipe(
      v.string('must be GET or POST'),
      v.toUpperCase(),
      v.picklist(['GET', 'POST'], 'must be GET or POST'),
    ),
  ),
})

export interface Fault {
  path: string
  kind: (typeof FAULT_KINDS)[number]
  /** Matching requests still to be spoiled. */
  remaining: number
  latencyMs: number
  method: 'GET' | 'POST' | null
}

/** Faults waiting for their requests, first registered first used. */
export class FaultBook {
  #faults: Fault[] = []

  add(fault: Fault): void {
    this.#faults.push(fault)
  }

  clear(): void {
    this.#faults = []
  }

  list(): readonly Fault[] {
    return this.#faults
  }

  /** The fault for this request, if any, counting it as used. */
  take(method: string, path: string): Fault | null {
    const fault = this.#faults.find((f) => f.path === path && (f.method === null || f.method === method))
    if (!fault) return null
    fault.remaining -= 1
    if (fault.remaining <= 0) this.#faults = this.#faults.filter((f) => f !== fault)
    return fault
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Applies a fault to a request; answers true when the fault replied (the request goes no further). */
export async function applyFault(fault: Fault, reply: FastifyReply): Promise<boolean> {
  switch (fault.kind) {
    case 'latency':
      await sleep(fault.latencyMs)
      return false
    case 'status500':
      await reply.code(500).send(failure(500, SERVER_MESSAGES.injected500))
      return true
    case 'status401':
      await reply.code(401).send(failure(401, SERVER_MESSAGES.injected401))
      return true
    case 'body401':
      await reply.code(200).send(failure(401, SERVER_MESSAGES.injected401))
      return true
    case 'malformed':
      await reply
        .code(200)
        .type('application/json; charset=utf-8')
        .send('{"statusCode":200,"responseData":{"data":[')
      return true
  }
}

export interface AdminOptions {
  faults: FaultBook
  /** API path → method, of every route faults may target. */
  endpoints: ReadonlyMap<string, 'GET' | 'POST'>
  reset: () => void
}

/** Dev and test controls; app.ts registers them only outside production unless asked. */
export function registerAdmin(app: FastifyInstance, { faults, endpoints, reset }: AdminOptions): void {
  app.post('/__mock/reset', async () => {
    const started = performance.now()
    reset()
    return ok({ restoredInMs: Math.round((performance.now() - started) * 100) / 100 })
  })

  app.post('/__mock/faults', async (request) => {
    const body = validateInput(FaultRequestSchema, request.body, 'body')
    const method = endpoints.get(body.path)
    if (!method) throw new HttpError(400, SERVER_MESSAGES.noEndpoint(body.path))
    if (body.method && body.method !== method) {
      throw new HttpError(400, SERVER_MESSAGES.wrongMethod(body.path, method))
    }
    faults.add({
      path: body.path,
      kind: body.kind,
      remaining: body.count,
      latencyMs: body.latencyMs ?? DEFAULT_FAULT_LATENCY_MS,
      method: body.method ?? null,
    })
    return ok(faults.list())
  })

  app.get('/__mock/faults', async () => ok(faults.list()))

  app.delete('/__mock/faults', async () => {
    faults.clear()
    return ok(faults.list())
  })
}
