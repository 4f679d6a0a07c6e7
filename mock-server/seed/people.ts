import { istDateTime, shiftDate } from '../context'
import type { CompanyRow, EmployeeRow, FileRow } from '../store/rows'
import { avatarPng } from './images'
import { fileUrl } from './markets'
import { roleID } from './roles'

export const FIRM_NAME = 'Shree Ganesh Adat & Co.'

/** The firm's settings (/account) as its bills print them. */
const FIRM: Omit<CompanyRow, 'companyKeyID' | 'createdDate'> = {
  companyName: FIRM_NAME,
  logoUrl: '',
  address:
    'Gala No. 14, Krishi Utpanna Bazar Samiti, Mumbai–Agra Highway, Pimpalgaon Baswant, Tal. Niphad, Dist. Nashik 422209',
  mobileNo: '9822012345',
  gstin: '27DEMOG1234A1Z5',
  // The footer prints on the farmer's patti and the buyer's invoice alike: nothing for one side only.
  billFooter: 'Thank you for your business. Subject to Niphad jurisdiction.',
  printSize: 'A4',
  crateChargeDays: 30,
}
export const DEMO_PASSWORD = 'Demo@1234'

interface EmployeeSource {
  name: string
  email: string
  role: string
  /** One of EMPLOYEE_DESIGNATIONS, or '' where the role says it all. */
  designation: string
  address: string
  /** Days before "today" the employee joined the firm; the account dates from then, or the firm's start. */
  joinedDaysAgo: number
  /** Indexes into the demo markets (Pimpalgaon Baswant, Lasalgaon, Sangola, Narayangaon). */
  markets: readonly number[]
  photo?: true
  inactive?: true
}

/** Mobiles 9000000001.. in this order; the first is the demo user. */
export const SEED_EMPLOYEES: readonly EmployeeSource[] = [
  {
    name: 'Ganesh Darekar',
    email: 'owner@shreeganesh.example',
    role: 'Super Admin',
    designation: '',
    address: 'Darekar Wada, Old Agra Road, Pimpalgaon Baswant, Tal. Niphad, Dist. Nashik 422209',
    joinedDaysAgo: 3650,
    markets: [0, 1, 2, 3],
    photo: true,
  },
  {
    name: 'Anil Holkar',
    email: 'anil.holkar@shreeganesh.example',
    role: 'Admin',
    designation: '',
    address: 'Holkar Nagar, Ozar, Tal. Niphad, Dist. Nashik 422206',
    joinedDaysAgo: 2200,
    markets: [0, 1, 2, 3],
    photo: true,
  },
  {
    name: 'Prakash Shinde',
    email: 'prakash.shinde@shreeganesh.example',
    role: 'SA',
    designation: '',
    address: 'Station Road, Lasalgaon, Tal. Niphad, Dist. Nashik 422306',
    joinedDaysAgo: 1400,
    markets: [0, 1],
  },
  {
    name: 'Sunita Kadam',
    email: 'sunita.kadam@shreeganesh.example',
    role: 'Accountant',
    designation: 'Accountant',
    address: 'Shivaji Chowk, Sangola, Dist. Solapur 413307',
    joinedDaysAgo: 400,
    markets: [0, 2],
  },
  {
    name: 'Vijay Jadhav',
    email: 'vijay.jadhav@shreeganesh.example',
    role: 'Gate Clerk',
    designation: 'Gate clerk',
    address: 'Khodad Road, Narayangaon, Tal. Junnar, Dist. Pune 410504',
    joinedDaysAgo: 120,
    markets: [3],
  },
  {
    name: 'Mahesh Gaikwad',
    email: 'mahesh.gaikwad@shreeganesh.example',
    role: 'Auction Clerk',
    designation: 'Auction clerk',
    address: 'Vinchur, Tal. Niphad, Dist. Nashik 422305',
    joinedDaysAgo: 60,
    markets: [1],
    inactive: true,
  },
  {
    name: 'Rekha Sonawane',
    email: 'rekha.sonawane@shreeganesh.example',
    role: 'SA Support',
    designation: '',
    address: 'Saykheda, Tal. Niphad, Dist. Nashik 422210',
    joinedDaysAgo: 20,
    markets: [0, 3],
  },
  {
    name: 'Santosh Aher',
    email: 'santosh.aher@shreeganesh.example',
    role: 'Cashier',
    designation: 'Cashier',
    address: 'Aher Galli, Pimpalgaon Baswant, Tal. Niphad, Dist. Nashik 422209',
    joinedDaysAgo: 300,
    markets: [0, 1],
  },
]

export interface PeopleSeed {
  company: CompanyRow
  employees: EmployeeRow[]
  files: FileRow[]
}

export function buildPeople(options: {
  today: string
  companyKeyID: string
  /** One per SEED_EMPLOYEES entry, drawn before the markets so markets can name their creator. */
  employeeKeyIDs: readonly string[]
  demoMarketKeyIDs: readonly string[]
  /** The demo password's hash, shared by the seed employees (they share the password). */
  passwordHash: string
}): PeopleSeed {
  const { today, companyKeyID, employeeKeyIDs, demoMarketKeyIDs, passwordHash } = options
  const firmCreated = 730
  const createdDate = istDateTime(shiftDate(today, -firmCreated), 10, 0)
  const files: FileRow[] = []
  const employees = SEED_EMPLOYEES.map((source, i): EmployeeRow => {
    const employeeKeyID = employeeKeyIDs[i]
    if (!employeeKeyID) throw new Error(`No key for seed employee ${i}`)
    let profilePhoto = ''
    if (source.photo) {
      const name = `seed-profile-${i + 1}.png`
      files.push({ name, contentType: 'image/png', bytes: avatarPng(source.name) })
      profilePhoto = fileUrl(name)
    }
    return {
      employeeKeyID,
      companyKeyID,
      employeeName: source.name,
      mobileNo: `900000000${i + 1}`,
      emailID: source.email,
      roleTypeID: roleID(source.role),
      designation: source.designation,
      profilePhoto,
      isActive: !source.inactive,
      passwordHash,
      mustChangePassword: false,
      marketKeyIDs: source.markets.map((m) => demoMarketKeyIDs[m]!),
      // Each works where the day's gate and auction are, so signing in opens a market with work today.
      lastMarketKeyID: demoMarketKeyIDs[source.markets[0]!],
      joiningDate: shiftDate(today, -source.joinedDaysAgo),
      address: source.address,
      createdDate: istDateTime(shiftDate(today, -Math.min(source.joinedDaysAgo, firmCreated)), 10, i * 5),
    }
  })
  return { company: { ...FIRM, companyKeyID, createdDate }, employees, files }
}
