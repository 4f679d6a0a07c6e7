import { BUYER_DEFAULT_SERVICES, FARMER_DEFAULT_SERVICES, SERVICE_TYPE, TRANSPORT } from '../../contracts'
import type { MarketServicesRow, ServiceSetting } from '../store/rows'

export type Party = 'farmer' | 'buyer'

/** Service IDs: farmer 1..6, buyer 7..9, in the spec's order. */
export const SERVICES: Readonly<Record<Party, readonly { serviceID: number; serviceName: string }[]>> = {
  farmer: FARMER_DEFAULT_SERVICES.map((serviceName, i) => ({ serviceID: i + 1, serviceName })),
  buyer: BUYER_DEFAULT_SERVICES.map((serviceName, i) => ({
    serviceID: FARMER_DEFAULT_SERVICES.length + i + 1,
    serviceName,
  })),
}

type Charge = readonly [dstid: 1 | 2 | 3, amount: number]
/** Per service name: the crates charge, and the trolley one when it differs (priced by weight). */
type Tariff = Record<string, { crates: Charge; trolley?: Charge }>

const tariff = (aadatPct: number, party: Party): Tariff =>
  party === 'farmer'
    ? {
        Aadat: { crates: [SERVICE_TYPE.Percentage, aadatPct] },
        'Machine Grading': { crates: [SERVICE_TYPE.Fixed, 10] },
        'Hand Grading': { crates: [SERVICE_TYPE.Fixed, 5] },
        'Farmer Grading': { crates: [SERVICE_TYPE.Fixed, 0] },
        'Loading / Unloading': { crates: [SERVICE_TYPE.Fixed, 4], trolley: [SERVICE_TYPE.PerKG, 0.06] },
        Stationary: { crates: [SERVICE_TYPE.Fixed, 10] },
      }
    : {
        Aadat: { crates: [SERVICE_TYPE.Percentage, aadatPct] },
        Hamali: { crates: [SERVICE_TYPE.Fixed, 5], trolley: [SERVICE_TYPE.PerKG, 0.05] },
        Stationary: { crates: [SERVICE_TYPE.Fixed, 10] },
      }

function rows(party: Party, aadatPct: number): readonly ServiceSetting[] {
  const prices = tariff(aadatPct, party)
  return Object.freeze(
    ([TRANSPORT.Crates, TRANSPORT.Trolley] as const).flatMap((transportationTypeID) =>
      SERVICES[party].map(({ serviceID, serviceName }) => {
        const price = prices[serviceName]!
        const [dstid, amount] =
          transportationTypeID === TRANSPORT.Trolley ? (price.trolley ?? price.crates) : price.crates
        return Object.freeze({ serviceID, transportationTypeID, dstid, amount })
      }),
    ),
  )
}

/**
 * Who pays the 6% Aadat is data per market, not code: Nashik district markets have charged it to buyers
 * since 2016, elsewhere it is still deducted from the farmer. These are only a new market's starting rows.
 */
const aadatPayerFor = (districtName: string | undefined): Party =>
  districtName === 'Nashik' ? 'buyer' : 'farmer'

const AADAT_PCT = 6

/** Shared frozen rows (one pair per payer): 10,000 generated markets cost no extra memory. */
const STARTING: Record<Party, { farmer: readonly ServiceSetting[]; buyer: readonly ServiceSetting[] }> = {
  farmer: { farmer: rows('farmer', AADAT_PCT), buyer: rows('buyer', 0) },
  buyer: { farmer: rows('farmer', 0), buyer: rows('buyer', AADAT_PCT) },
}

/** The default-service row a new market starts with, by the district it is in. */
export const startingServicesRow = (
  marketKeyID: string,
  districtName: string | undefined,
): MarketServicesRow => ({
  marketKeyID,
  ...STARTING[aadatPayerFor(districtName)],
})

export const serviceName = (party: Party, serviceID: number): string | undefined =>
  SERVICES[party].find((s) => s.serviceID === serviceID)?.serviceName
