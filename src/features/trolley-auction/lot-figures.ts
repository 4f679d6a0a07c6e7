import { fromPaise, impliedRatePerQuintal, TROLLEY_RATE_TYPE, trolleyNetKg, trolleyPaise } from '@contracts'

/** A trolley lot as it is being typed: any field may still be empty. */
export interface LotDraft {
  rateType?: number
  rate?: number | null
  lumpSumAmount?: number | null
  loadedWeightKg?: number | null
  emptyWeightKg?: number | null
}

export interface LotFigures {
  /** loaded − empty once both are typed (0 or less is a mistake to show); null until then. */
  netWeightKg: number | null
  /** ₹ of the lot: the lump sum, or net / 100 × rate once weighed; null while it can't be known. */
  amount: number | null
  /** What a lump sum works out to per quintal, once weighed; null for a per-quintal lot. */
  impliedRatePerQuintal: number | null
}

/** The figures shown while a lot is typed, worked out by the same rules the server saves with. */
export function lotFigures(draft: LotDraft): LotFigures {
  const loaded = draft.loadedWeightKg ?? 0
  const empty = draft.emptyWeightKg ?? 0
  const netWeightKg = loaded > 0 && empty > 0 ? trolleyNetKg(loaded, empty) : null
  const weighed = netWeightKg !== null && netWeightKg > 0 ? netWeightKg : null
  const { rateType } = draft
  const lumpSum = rateType === TROLLEY_RATE_TYPE.LumpSum
  const priced = lumpSum ? (draft.lumpSumAmount ?? 0) > 0 : (draft.rate ?? 0) > 0
  if (!priced || (rateType !== TROLLEY_RATE_TYPE.PerQuintal && !lumpSum))
    return { netWeightKg, amount: null, impliedRatePerQuintal: null }
  const paise = trolleyPaise({
    rateType,
    rate: draft.rate ?? 0,
    lumpSumAmount: draft.lumpSumAmount ?? 0,
    netWeightKg: weighed,
  })
  return {
    netWeightKg,
    amount: paise === null ? null : fromPaise(paise),
    impliedRatePerQuintal: lumpSum && paise !== null ? impliedRatePerQuintal(paise, weighed) : null,
  }
}
