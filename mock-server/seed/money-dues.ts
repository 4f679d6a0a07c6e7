import { BILL_STATUS, PARTY_TYPE } from '../../contracts'
import { shiftDate } from '../context'
import type { BuyerRecord, FarmerRecord } from '../store/rows'
import type { Store } from '../store/store'
import { FIRST_FARMER_CODE } from './parties'
import type { Prng } from './prng'

/** What the seeded money history pays or receives, and when: bills settled and advances. */

export const RUPEE = 100

/**
 * Parties the money history leaves alone, so deleting a farmer or a buyer nothing refers to can still
 * be shown: farmer 1001 (no gate records either) and buyer 115, Ganga Onion Traders of Lasalgaon.
 */
const UNTOUCHED_FARMER_CODE = FIRST_FARMER_CODE
const UNTOUCHED_BUYER_CODE = 115

export interface Due {
  partyType: (typeof PARTY_TYPE)[keyof typeof PARTY_TYPE]
  partyKeyID: string
  /** Null for an advance: money paid ahead of any bill. */
  bill: { billKeyID: string; billNo: string; billDate: string } | null
  amountPaise: number
}

/** When each bill of the market is settled: mostly on time, some late, about one in ten never (yet). */
export function settlementSchedule(
  store: Store,
  marketKeyID: string,
  prng: Prng,
  today: string,
): Map<string, Due[]> {
  const schedule = new Map<string, Due[]>()
  const plan = (date: string, due: Due) => {
    if (date >= today) return
    const list = schedule.get(date) ?? []
    list.push(due)
    schedule.set(date, list)
  }
  for (const bill of store.farmerBills.values()) {
    if (bill.marketKeyID !== marketKeyID || bill.status !== BILL_STATUS.Active || bill.finalPaise <= 0)
      continue
    const roll = prng.next()
    const due = {
      partyType: PARTY_TYPE.Farmer,
      partyKeyID: bill.farmerKeyID,
      bill: { billKeyID: bill.farmerBillKeyID, billNo: bill.billNo, billDate: bill.billDate },
      amountPaise: bill.finalPaise - bill.paidPaise,
    } as const
    if (roll < 0.85) plan(bill.billDate, due)
    else if (roll < 0.97) plan(shiftDate(bill.billDate, prng.int(1, 3)), due)
  }
  for (const bill of store.buyerBills.values()) {
    if (bill.marketKeyID !== marketKeyID || bill.status !== BILL_STATUS.Active) continue
    const roll = prng.next()
    const due = {
      partyType: PARTY_TYPE.Buyer,
      partyKeyID: bill.buyerKeyID,
      bill: { billKeyID: bill.buyerBillKeyID, billNo: bill.billNo, billDate: bill.billDate },
      amountPaise: bill.finalPaise - bill.receivedPaise,
    } as const
    if (roll < 0.72) plan(shiftDate(bill.billDate, prng.int(0, bill.creditDays)), due)
    else if (roll < 0.84) plan(shiftDate(bill.dueDate, prng.int(8, 30)), due)
    else if (roll < 0.9)
      plan(shiftDate(bill.billDate, prng.int(0, bill.creditDays)), {
        ...due,
        amountPaise: Math.round((due.amountPaise * prng.int(30, 70)) / 100 / RUPEE) * RUPEE,
      })
  }
  return schedule
}

/** A few advances a day: farmers before their lots are sold, buyers ahead of their purchases. */
export function dailyAdvances(
  parties: { farmers: readonly FarmerRecord[]; buyers: readonly BuyerRecord[] },
  marketKeyID: string,
  prng: Prng,
): Due[] {
  const market = (party: { marketKeyIDs: readonly string[] }) => party.marketKeyIDs.includes(marketKeyID)
  const farmers = parties.farmers.filter((f) => market(f) && f.farmerCode !== UNTOUCHED_FARMER_CODE)
  const buyers = parties.buyers.filter((b) => market(b) && b.buyerCode !== UNTOUCHED_BUYER_CODE)
  const dues: Due[] = []
  for (let i = prng.int(0, 2); i > 0 && farmers.length > 0; i--)
    dues.push({
      partyType: PARTY_TYPE.Farmer,
      partyKeyID: prng.pick(farmers).farmerKeyID,
      bill: null,
      amountPaise: prng.int(2, 10) * 1000 * RUPEE,
    })
  for (let i = prng.int(1, 2); i > 0 && buyers.length > 0; i--)
    dues.push({
      partyType: PARTY_TYPE.Buyer,
      partyKeyID: prng.pick(buyers).buyerKeyID,
      bill: null,
      amountPaise: prng.int(5, 50) * 1000 * RUPEE,
    })
  return dues
}
