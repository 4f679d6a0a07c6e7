import type { IncomingHttpHeaders } from 'node:http'
import type { ServerContext } from '../context'

const ORIGIN = /^https?:\/\/[A-Za-z0-9.-]+(?::\d{1,5})?$/

/**
 * Where the SPA is served, for links handed to people outside it: the configured public origin when
 * there is one (MOCK_PUBLIC_ORIGIN, or `publicOrigin` of buildServer); else the caller's Origin when it is this very
 * site (the SPA calls `/api` on its own origin, so its Host matches); else this server's own address.
 * An Origin naming another site is never echoed into a link.
 */
export function spaOrigin(ctx: ServerContext, headers: IncomingHttpHeaders): string {
  if (ctx.publicOrigin) return ctx.publicOrigin
  const origin = headers.origin
  const host = headers.host ?? 'localhost'
  if (origin && ORIGIN.test(origin) && new URL(origin).host === host) return origin
  const own = `http://${host}`
  return ORIGIN.test(own) ? own : 'http://localhost'
}
