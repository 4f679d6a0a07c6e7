import { api, SHARE_LINK_DAYS } from '../../contracts'
import { handlers } from '../register'
import { ensureLinkSecret, linkVersion, signLink } from './share-link-sign'
import { spaOrigin } from './spa-origin'
import { firmToken } from './token'

const DAY_MS = 24 * 60 * 60 * 1000

/** The gate's side of the farmer's link: make one for a token, or revoke every link made so far. */
export const tokenShareLinkHandlers = handlers(api.tokenShareLink, {
  getLink: ({ body, session, ctx, headers }) => {
    const { store } = ctx
    const token = firmToken(ctx, session, body.tokenKeyID)
    const secret = store.write(() => ensureLinkSecret(store))
    const expiresAt = Math.floor((ctx.clock() + SHARE_LINK_DAYS * DAY_MS) / 1000) * 1000
    const link = signLink(secret, {
      tokenKeyID: token.tokenKeyID,
      expiresAt,
      version: linkVersion(store, token.tokenKeyID),
    })
    return { url: `${spaOrigin(ctx, headers)}/f/${link}`, link, expiresAt: new Date(expiresAt).toISOString() }
  },

  revoke: ({ body, session, ctx }) => {
    const { store } = ctx
    const token = firmToken(ctx, session, body.tokenKeyID)
    store.write(() =>
      store.tokenLinks.set({
        tokenKeyID: token.tokenKeyID,
        version: linkVersion(store, token.tokenKeyID) + 1,
      }),
    )
    return { revoked: true as const }
  },
})
