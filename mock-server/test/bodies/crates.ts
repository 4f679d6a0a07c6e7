import type { FastifyInstance } from 'fastify'
import { api, CRATE_DIRECTION } from '../../../contracts'
import { data, TODAY } from '../support'
import { type Body, type BodyMakers, firstRow } from './body'

/** At Narayangaon, two more of a crate holder's crates going out to them. */
async function crateOut(app: FastifyInstance, token: string): Promise<Body | null> {
  const market = await firstRow(app, token, api.market.list, { searchKeyword: 'Narayangaon' })
  const holder =
    market && (await firstRow(app, token, api.crate.balanceList, { marketKeyID: market.marketKeyID }))
  if (!market || !holder) return null
  const { partyType, partyKeyID, crateTypeID } = holder
  return {
    marketKeyID: market.marketKeyID,
    movementDate: TODAY,
    partyType,
    partyKeyID,
    crateTypeID,
    direction: CRATE_DIRECTION.Out,
    quantity: 2,
    tokenKeyID: '',
    remarks: '',
  }
}

/** Crates lent out, one such movement made to be cancelled, and the holder's ledger. */
export const crateBodies: BodyMakers = {
  'crate.addMovement': async (app, token) => {
    const out = await crateOut(app, token)
    return out ? [out] : null
  },
  'crate.ledger': async (app, token) => {
    const out = await crateOut(app, token)
    if (!out) return null
    const { marketKeyID, partyType, partyKeyID, crateTypeID } = out
    return [{ marketKeyID, partyType, partyKeyID, crateTypeID, fromDate: TODAY, toDate: TODAY }]
  },
  'crate.cancelMovement': async (app, token) => {
    const out = await crateOut(app, token)
    if (!out) return null
    const movement = await data(app, api.crate.addMovement, { token, body: out })
    return [{ crateMovementKeyID: movement.crateMovementKeyID, reason: 'Entered by mistake' }]
  },
}
