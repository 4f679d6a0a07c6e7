import type { BuyerRecord, FarmerRecord } from '../store/rows'
import { createdOn } from './dates'
import { type LocationSeed, placeOf } from './locations'
import type { Prng } from './prng'

/** The demo villages with the demo markets (indexes into DEMO_MARKETS) their farmers sell at. */
const VILLAGES: readonly (readonly [village: string, taluka: string, district: string, markets: number[]])[] =
  [
    ['Vinchur', 'Niphad', 'Nashik', [0, 1]],
    ['Ozar', 'Niphad', 'Nashik', [0]],
    ['Saykheda', 'Niphad', 'Nashik', [0]],
    ['Chandori', 'Niphad', 'Nashik', [0, 1]],
    ['Vani', 'Dindori', 'Nashik', [0]],
    ['Andarsul', 'Yeola', 'Nashik', [1]],
    ['Umrane', 'Deola', 'Nashik', [1]],
    ['Narayangaon', 'Junnar', 'Pune', [3]],
    ['Otur', 'Junnar', 'Pune', [3]],
    ['Alephata', 'Junnar', 'Pune', [3]],
    ['Mahud', 'Sangola', 'Solapur', [2]],
    ['Jawala', 'Sangola', 'Solapur', [2]],
    ['Akluj', 'Malshiras', 'Solapur', [2]],
  ]

/** Common Marathi first names; none that, with a listed surname, names a well-known public figure. */
export const FIRST_NAMES = [
  'Sunil',
  'Ramesh',
  'Suresh',
  'Dattatray',
  'Bapu',
  'Sanjay',
  'Vilas',
  'Dilip',
  'Dnyaneshwar',
  'Tukaram',
  'Pandurang',
  'Vitthal',
  'Nivrutti',
  'Somnath',
  'Rajendra',
  'Anil',
  'Prakash',
  'Machhindra',
  'Kailas',
  'Sandip',
  'Ganesh',
  'Vijay',
  'Santosh',
  'Yogesh',
  'Bhausaheb',
  'Appasaheb',
  'Nanasaheb',
  'Shankar',
  'Popat',
  'Sachin',
  'Mahadev',
  'Uttam',
  'Raju',
  'Rohidas',
  'Haribhau',
  'Kisan',
  'Namdev',
  'Sunanda',
  'Mangal',
  'Lata',
  'Shobha',
  'Sindhu',
] as const

export const SURNAMES = [
  'Pawar',
  'Jadhav',
  'Shinde',
  'Kadam',
  'Gaikwad',
  'Bhosale',
  'Aher',
  'Darekar',
  'Holkar',
  'Sonawane',
  'Thorat',
  'Salunkhe',
] as const

const BANKS = ['SBIN', 'MAHB', 'BKID', 'HDFC', 'ICIC', 'UBIN'] as const

export const SEED_FARMER_COUNT = 240
export const FIRST_FARMER_CODE = 1001
export const FIRST_BUYER_CODE = 101

interface PartySeedOptions {
  today: string
  companyKeyID: string
  userKeyID: string
  locations: LocationSeed
  demoMarketKeyIDs: readonly string[]
  prng: Prng
  /** Mobile numbers already taken (employees), so no party looks like a duplicate of another. */
  takenMobiles: Set<string>
}

const digits = (prng: Prng, count: number) =>
  Array.from({ length: count }, () => String(prng.int(0, 9))).join('')
const letters = (prng: Prng, count: number) =>
  Array.from({ length: count }, () => String.fromCharCode(65 + prng.int(0, 25))).join('')

function uniqueMobile(prng: Prng, taken: Set<string>): string {
  for (;;) {
    const mobile = `${prng.int(7, 9)}${digits(prng, 9)}`
    if (!taken.has(mobile)) {
      taken.add(mobile)
      return mobile
    }
  }
}

/**
 * About 240 farmers of the villages around the four demo markets, each assigned to the markets their
 * village sells at. The first is Sunil Pawar of Vinchur, farmer 1001. Names and mobiles never repeat
 * within a village, so the seed holds no "possible duplicates".
 */
export function buildFarmers(options: PartySeedOptions): FarmerRecord[] {
  const { today, companyKeyID, userKeyID, locations, demoMarketKeyIDs, prng, takenMobiles } = options
  const farmers: FarmerRecord[] = []
  const seen = new Set<string>()
  while (farmers.length < SEED_FARMER_COUNT) {
    const n = farmers.length
    const [village, taluka, district, markets] = n === 0 ? VILLAGES[0]! : prng.pick(VILLAGES)
    const first = n === 0 ? 'Sunil' : prng.pick(FIRST_NAMES)
    const surname = n === 0 ? 'Pawar' : prng.pick(SURNAMES)
    const farmerName = `${first} ${surname}`
    if (seen.has(`${farmerName}|${village}`)) continue
    seen.add(`${farmerName}|${village}`)
    const mobileNo = uniqueMobile(prng, takenMobiles)
    const banked = prng.next() < 0.4
    const opening = prng.next()
    farmers.push({
      farmerKeyID: prng.uuid(),
      farmerCode: FIRST_FARMER_CODE + n,
      farmerName,
      mobileNo,
      village,
      ...placeOf(locations, 'Maharashtra', district, taluka),
      aadhaarLast4: prng.next() < 0.5 ? digits(prng, 4) : '',
      pan: prng.next() < 0.1 ? `${letters(prng, 3)}P${surname[0]}${digits(prng, 4)}${letters(prng, 1)}` : '',
      bankAccountName: banked ? farmerName : '',
      bankAccountNo: banked ? digits(prng, prng.int(11, 16)).replace(/^0/, '1') : '',
      ifsc: banked ? `${prng.pick(BANKS)}0${digits(prng, 6)}` : '',
      upiId:
        prng.next() < 0.3
          ? prng.next() < 0.5
            ? `${mobileNo}@ybl`
            : `${first.toLowerCase()}.${surname.toLowerCase()}${prng.int(1, 99)}@oksbi`
          : '',
      // Mostly settled; a few are owed money from last season or took an advance.
      openingBalance: opening < 0.9 ? 0 : prng.int(5, 250) * 100,
      openingBalanceType: opening < 0.97 ? 'Payable' : 'Receivable',
      marketKeyIDs: markets.map((m) => demoMarketKeyIDs[m]!),
      companyKeyID,
      userKeyID,
      isActive: prng.next() > 0.05,
      createdDate: createdOn(today, n === 0 ? 600 : prng.int(0, 700), n),
    })
  }
  return farmers
}

type BuyerSource = readonly [
  firmName: string,
  proprietorName: string,
  city: string,
  state: string,
  buyerType: BuyerRecord['buyerType'],
  markets: number[],
  creditLimit: number,
  creditDays: number,
]

/**
 * The four demo buyers first, then the firm's other regular traders. Credit limits sit above what each
 * buyer owes on the seeded history, so that a warning at the auction means something: Bengal Tomato
 * Suppliers is already past its limit and Jay Bhavani Sabji Bhandar close to it, which makes about one
 * seeded sale in ten one that would ask to confirm (credit.test.ts).
 */
const BUYERS: readonly BuyerSource[] = [
  [
    'Shree Samarth Fruit Co.',
    'Ramdas Patil',
    'Vashi',
    'Maharashtra',
    'Outstation',
    [0, 2, 3],
    90_000_000,
    15,
  ],
  ['Jain Traders', 'Mahavir Jain', 'Pimpalgaon', 'Maharashtra', 'Local', [0, 1], 40_000_000, 7],
  ['Bengal Tomato Suppliers', 'Subrata Das', 'Kolkata', 'West Bengal', 'Outstation', [0, 3], 19_000_000, 30],
  ['Gupta Sabzi Bhandar', 'Rakesh Gupta', 'Azadpur', 'Delhi', 'Outstation', [0, 1], 45_000_000, 21],
  ['Nashik Valley Exports', 'Amol Deshmukh', 'Nashik', 'Maharashtra', 'Exporter', [0, 2], 80_000_000, 30],
  ['Deccan Agro Exports', 'Nitin Kulkarni', 'Pune', 'Maharashtra', 'Exporter', [2, 3], 75_000_000, 30],
  ['Mahalaxmi Traders', 'Dilip Sonawane', 'Lasalgaon', 'Maharashtra', 'Local', [1], 22_500_000, 7],
  ['Om Sai Vegetable Co.', 'Santosh More', 'Vashi', 'Maharashtra', 'Outstation', [0, 3], 4_500_000, 15],
  ['Shree Balaji Onion Co.', 'Kishor Bafna', 'Lasalgaon', 'Maharashtra', 'Local', [1], 0, 7],
  ['Jay Bhavani Sabji Bhandar', 'Sunil Kale', 'Pune', 'Maharashtra', 'Retailer', [3], 480_000, 7],
  ['Patil Fruit Processors', 'Vikas Patil', 'Sangli', 'Maharashtra', 'Processor', [2], 15_000_000, 30],
  ['Sahyadri Agro Processing', 'Ajit Shinde', 'Nashik', 'Maharashtra', 'Processor', [0], 3_500_000, 30],
  ['Krishna Traders', 'Bharat Mane', 'Sangola', 'Maharashtra', 'Local', [2], 8_000_000, 7],
  ['Vitthal Fruit Company', 'Dnyandev Gavali', 'Pandharpur', 'Maharashtra', 'Local', [2], 12_000_000, 15],
  ['Ganga Onion Traders', 'Prasenjit Ghosh', 'Kolkata', 'West Bengal', 'Outstation', [1], 12_000_000, 30],
  ['Delhi Fresh Fruits', 'Manoj Arora', 'Azadpur', 'Delhi', 'Outstation', [2], 15_000_000, 21],
  ['Surat Vegetable Suppliers', 'Hitesh Patel', 'Surat', 'Gujarat', 'Outstation', [0, 3], 4_500_000, 15],
  ['Rajkot Onion Mart', 'Jignesh Shah', 'Rajkot', 'Gujarat', 'Outstation', [1], 14_000_000, 21],
  ['Bengaluru Fresh Mart', 'Ravi Kumar', 'Bengaluru', 'Karnataka', 'Retailer', [3], 1_200_000, 15],
  ['Indore Kanda Traders', 'Rajesh Agrawal', 'Indore', 'Madhya Pradesh', 'Outstation', [1], 8_000_000, 21],
  ['Shivneri Vegetable Co.', 'Datta Wagh', 'Narayangaon', 'Maharashtra', 'Local', [3], 0, 7],
  ['Junnar Tomato Agency', 'Sagar Dhumal', 'Junnar', 'Maharashtra', 'Local', [3], 1_500_000, 7],
  ['Mauli Fruit Suppliers', 'Shrikant Jagtap', 'Solapur', 'Maharashtra', 'Retailer', [2], 20_000_000, 7],
  ['Akluj Pomegranate Traders', 'Prashant Kale', 'Akluj', 'Maharashtra', 'Local', [2], 12_500_000, 15],
  ['Swami Samarth Traders', 'Yogesh Bhamre', 'Pimpalgaon', 'Maharashtra', 'Local', [0], 0, 7],
  ['Mumbai Sabzi Kendra', 'Imran Shaikh', 'Dadar', 'Maharashtra', 'Retailer', [0, 3], 4_000_000, 15],
  ['Kolhapur Fresh Traders', 'Sambhaji Chavan', 'Kolhapur', 'Maharashtra', 'Retailer', [2], 11_000_000, 15],
  ['Vashi Onion Depot', 'Ashok Khandelwal', 'Vashi', 'Maharashtra', 'Outstation', [1], 10_000_000, 30],
  ['Ahmedabad Fruit Mart', 'Nilesh Desai', 'Ahmedabad', 'Gujarat', 'Outstation', [2], 300_000, 21],
  ['Godavari Agro Exports', 'Manish Chordiya', 'Nashik', 'Maharashtra', 'Exporter', [0, 1], 8_500_000, 30],
]

/**
 * The firm's buyers. Maharashtra firms carry GSTINs that are plainly fake (27DEMO…: Maharashtra's state
 * code, a PAN starting DEMO) but well-formed; their PAN is the one inside the GSTIN.
 */
export function buildBuyers(options: PartySeedOptions): BuyerRecord[] {
  const { today, companyKeyID, userKeyID, locations, demoMarketKeyIDs, prng, takenMobiles } = options
  return BUYERS.map(
    ([firmName, proprietorName, city, stateName, buyerType, markets, creditLimit, creditDays], i) => {
      const stateID = locations.states.find((s) => s.stateName === stateName)?.stateID ?? null
      const pan =
        stateName === 'Maharashtra' ? `DEMO${letters(prng, 1)}${digits(prng, 4)}${letters(prng, 1)}` : ''
      const receivable = prng.next() < 0.3
      return {
        buyerKeyID: prng.uuid(),
        buyerCode: FIRST_BUYER_CODE + i,
        firmName,
        proprietorName,
        mobileNo: uniqueMobile(prng, takenMobiles),
        buyerType,
        traderLicenseNo: `APMC/${city.slice(0, 3).toUpperCase()}/${2015 + (i % 10)}/${digits(prng, 4)}`,
        gstin: pan ? `27${pan}1Z${prng.int(1, 9)}` : '',
        pan,
        address: `Shop No. ${prng.int(1, 120)}, APMC Market Yard, ${city}`,
        city,
        stateID,
        creditLimit,
        creditDays,
        openingBalance: receivable ? prng.int(10, 400) * 500 : 0,
        openingBalanceType: 'Receivable',
        marketKeyIDs: markets.map((m) => demoMarketKeyIDs[m]!),
        companyKeyID,
        userKeyID,
        isActive: i !== BUYERS.length - 2,
        createdDate: createdOn(today, prng.int(0, 700), i),
      }
    },
  )
}
