import { istDateTime, shiftDate } from '../context'
import type { FileRow, MarketRecord, MarketServicesRow } from '../store/rows'
import { startingServicesRow } from './default-services'
import { qrCodePng } from './images'
import { type LocationSeed, placeOf } from './locations'
import type { Prng } from './prng'

type MarketSource = readonly [
  name: string,
  taluka: string,
  district: string,
  daysAgo: number,
  hour: number,
  minute: number,
  active?: false,
]

/** The firm's four markets. */
export const DEMO_MARKETS: readonly MarketSource[] = [
  ['Pimpalgaon Baswant', 'Niphad', 'Nashik', 690, 9, 30],
  ['Lasalgaon', 'Niphad', 'Nashik', 668, 11, 0],
  ['Sangola', 'Sangola', 'Solapur', 612, 10, 15],
  ['Narayangaon', 'Junnar', 'Pune', 575, 16, 45],
]

const DEMO_ADDRESSES: Record<string, string> = {
  'Pimpalgaon Baswant': 'Krishi Utpanna Bazar Samiti, Mumbai–Agra Highway, Pimpalgaon Baswant 422209',
  Lasalgaon: 'Krishi Utpanna Bazar Samiti, Station Road, Lasalgaon 422306',
  Sangola: 'Krishi Utpanna Bazar Samiti, Pandharpur Road, Sangola 413307',
  Narayangaon: 'Krishi Utpanna Bazar Samiti, Pune–Nashik Highway, Narayangaon 410504',
}

/**
 * Further markets of the firm. Creation days before "today" are chosen so that, with today 2026-11-21,
 * every date-range option selects its own rows: this week (one at 00:20 IST on Monday, which is still
 * Sunday in UTC), last week, earlier this month, last month, last quarter, the FY half before, the
 * previous FY, and older rows only "All" shows.
 */
const MORE_MARKETS: readonly MarketSource[] = [
  ['Sinnar', 'Sinnar', 'Nashik', 0, 10, 5],
  ['Akluj', 'Malshiras', 'Solapur', 2, 14, 20],
  ['Yeola', 'Yeola', 'Nashik', 5, 0, 20],
  ['Chakan', 'Khed', 'Pune', 7, 23, 40],
  ['Manchar', 'Ambegaon', 'Pune', 11, 12, 0],
  ['Chandwad', 'Chandwad', 'Nashik', 15, 9, 10],
  ['Umrane', 'Deola', 'Nashik', 19, 17, 30, false],
  ['Baramati', 'Baramati', 'Pune', 24, 11, 45],
  ['Pandharpur', 'Pandharpur', 'Solapur', 35, 13, 5],
  ['Vani', 'Dindori', 'Nashik', 49, 8, 50],
  ['Indapur', 'Indapur', 'Pune', 58, 15, 25],
  ['Barshi', 'Barshi', 'Solapur', 80, 10, 40],
  ['Mohol', 'Mohol', 'Solapur', 110, 12, 30, false],
  ['Rahuri', 'Rahuri', 'Ahilyanagar', 140, 9, 55],
  ['Sangamner', 'Sangamner', 'Ahilyanagar', 160, 16, 10],
  ['Satana', 'Baglan', 'Nashik', 190, 11, 20],
  ['Tasgaon', 'Tasgaon', 'Sangli', 225, 14, 0],
  ['Vita', 'Khanapur', 'Sangli', 250, 10, 30, false],
  ['Phaltan', 'Phaltan', 'Satara', 320, 12, 45],
  ['Shirur', 'Shirur', 'Pune', 380, 9, 15],
  ['Kopargaon', 'Kopargaon', 'Ahilyanagar', 450, 15, 50, false],
  ['Malegaon', 'Malegaon', 'Nashik', 520, 11, 35],
  ['Nandgaon', 'Nandgaon', 'Nashik', 560, 13, 20],
  ['Lonand', 'Khandala', 'Satara', 700, 10, 0, false],
]

const slug = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, '-')
export const fileUrl = (name: string) => `/api/files/${name}`

export interface MarketSeed {
  markets: MarketRecord[]
  services: MarketServicesRow[]
  files: FileRow[]
}

interface MarketSeedOptions {
  today: string
  companyKeyID: string
  userKeyID: string
  locations: LocationSeed
  /** Keys of the base markets. */
  prng: Prng
  /** Generated markets for load tests, from their own generator so base keys never change. */
  extra: number
  extraPrng: Prng
}

export function buildMarkets(options: MarketSeedOptions): MarketSeed {
  const { today, companyKeyID, userKeyID, locations, prng } = options
  const seed: MarketSeed = { markets: [], services: [], files: [] }
  const sources = [...DEMO_MARKETS, ...MORE_MARKETS]
  sources.forEach(([name, taluka, district, daysAgo, hour, minute, active], i) => {
    const place = placeOf(locations, 'Maharashtra', district, taluka)
    const qrName = `seed-qr-${slug(name)}.png`
    seed.files.push({ name: qrName, contentType: 'image/png', bytes: qrCodePng(`upi://pay?pn=${name}`) })
    const marketKeyID = prng.uuid()
    seed.markets.push({
      marketKeyID,
      companyKeyID,
      userKeyID,
      marketPlaceName: name,
      ...place,
      marketAddress: DEMO_ADDRESSES[name] ?? `APMC Market Yard, ${name}, Tal. ${taluka}, Dist. ${district}`,
      marketMobileNo: `90000100${String(i + 1).padStart(2, '0')}`,
      paymentQRPhotoUrl: fileUrl(qrName),
      isActive: active !== false,
      createdDate: istDateTime(shiftDate(today, -daysAgo), hour, minute),
    })
    seed.services.push(startingServicesRow(marketKeyID, district))
  })
  if (options.extra > 0) addGenerated(seed, options)
  return seed
}

const SHARED_QR_CODES = 4

function addGenerated(seed: MarketSeed, options: MarketSeedOptions): void {
  const { today, companyKeyID, userKeyID, locations, extraPrng: prng } = options
  const qrUrls = Array.from({ length: SHARED_QR_CODES }, (_, i) => {
    const name = `seed-qr-sub-yard-${i + 1}.png`
    seed.files.push({ name, contentType: 'image/png', bytes: qrCodePng(`upi://pay?pn=Sub Yard ${i + 1}`) })
    return fileUrl(name)
  })
  const districtOf = new Map(locations.districts.map((d) => [d.districtID, d]))
  for (let i = 0; i < options.extra; i++) {
    const taluka = prng.pick(locations.talukas)
    const district = districtOf.get(taluka.districtID)!
    const name = `${taluka.talukaName} Sub Yard ${i + 1}`
    const marketKeyID = prng.uuid()
    seed.markets.push({
      marketKeyID,
      companyKeyID,
      userKeyID,
      marketPlaceName: name,
      stateID: district.stateID,
      districtID: district.districtID,
      talukaID: taluka.talukaID,
      marketAddress: `${name}, Tal. ${taluka.talukaName}, Dist. ${district.districtName}`,
      marketMobileNo: `7${String(prng.int(0, 999_999_999)).padStart(9, '0')}`,
      paymentQRPhotoUrl: qrUrls[i % SHARED_QR_CODES]!,
      isActive: prng.next() < 0.9,
      createdDate: istDateTime(shiftDate(today, -prng.int(0, 729)), prng.int(7, 20), prng.int(0, 59)),
    })
    seed.services.push(startingServicesRow(marketKeyID, district.districtName))
  }
}
