import { istDateTime, shiftDate } from '../context'
import type { CompanyRow, EmployeeRow, FileRow } from '../store/rows'
import { avatarPng } from './images'
import { fileUrl } from './markets'
import { type RoleTypeName, role } from './roles'

export const FIRM_NAME = 'Shree Ganesh Adat & Co.'
export const DEMO_PASSWORD = 'Demo@1234'

interface EmployeeSource {
  name: string
  email: string
  role: RoleTypeName
  designation: string
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
    designation: 'Proprietor',
    markets: [0, 1, 2, 3],
    photo: true,
  },
  {
    name: 'Anil Holkar',
    email: 'anil.holkar@shreeganesh.example',
    role: 'Admin',
    designation: 'Manager',
    markets: [0, 1, 2, 3],
    photo: true,
  },
  {
    name: 'Prakash Shinde',
    email: 'prakash.shinde@shreeganesh.example',
    role: 'SA',
    designation: 'Market Manager',
    markets: [0, 1],
  },
  {
    name: 'Sunita Kadam',
    email: 'sunita.kadam@shreeganesh.example',
    role: 'Accountant',
    designation: 'Accountant',
    markets: [0, 2],
  },
  {
    name: 'Vijay Jadhav',
    email: 'vijay.jadhav@shreeganesh.example',
    role: 'Gate Clerk',
    designation: 'Gate clerk',
    markets: [3],
  },
  {
    name: 'Mahesh Gaikwad',
    email: 'mahesh.gaikwad@shreeganesh.example',
    role: 'Auction Clerk',
    designation: 'Auction clerk',
    markets: [1],
    inactive: true,
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
  const createdDate = istDateTime(shiftDate(today, -730), 10, 0)
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
      ...role(source.role),
      designation: source.designation,
      profilePhoto,
      isActive: !source.inactive,
      passwordHash,
      marketKeyIDs: source.markets.map((m) => demoMarketKeyIDs[m]!),
      createdDate,
    }
  })
  return { company: { companyKeyID, companyName: FIRM_NAME, createdDate }, employees, files }
}
