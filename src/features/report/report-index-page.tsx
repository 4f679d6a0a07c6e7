import { MODULE, type ModuleId } from '@contracts'
import { Link } from '@tanstack/react-router'
import { useAllowed } from '@/lib/permissions'

interface ReportLink {
  to: string
  title: string
  about: string
  /** A screen of its own module (crates): a role that cannot view that module doesn't get the link. */
  module?: ModuleId
}

const GROUPS: readonly { name: string; reports: readonly ReportLink[] }[] = [
  {
    name: 'Farmers',
    reports: [
      {
        to: '/farmerReport',
        title: 'Farmer Report',
        about: 'Per farmer: arrivals, pattis with deductions by service, payments and balance.',
      },
      {
        to: '/farmerDetails',
        title: 'Farmer Detail Report',
        about: "One farmer's pattis and payments with the running balance.",
      },
    ],
  },
  {
    name: 'Buyers',
    reports: [
      {
        to: '/buyerReport',
        title: 'Buyer Report',
        about: 'Per buyer: purchases, invoices, receipts, outstanding and ageing.',
      },
      {
        to: '/buyerDetail',
        title: 'Buyer Detail Report',
        about: "One buyer's invoices with their lines and receipts with the bills they settle.",
      },
      {
        to: '/Buyer-Ledger',
        title: 'Buyer Ledger',
        about: 'Collection register of every buyer, and any buyer\u2019s Dr/Cr statement.',
      },
    ],
  },
  {
    name: 'Yard',
    reports: [
      {
        to: '/tokenReport',
        title: 'Token Report',
        about: 'Every token: gate, grading, buyers, gross, bill and time to auction.',
      },
      {
        to: '/gradeReport',
        title: 'Grading Report',
        about: 'Per product and grade: crates, share and min / max / average rate.',
      },
    ],
  },
  {
    name: 'Crates',
    reports: [
      {
        to: '/crate-balances',
        title: 'Crate Balances',
        about: 'Who holds the firm\u2019s crates, oldest first, and the market\u2019s crate stock.',
        module: MODULE.Crate,
      },
      {
        to: '/crate-movements',
        title: 'Crate Movements',
        about: 'Every count of crates out and back, with cancelling by reason.',
        module: MODULE.Crate,
      },
      {
        to: '/crate-ledger',
        title: 'Crate Ledger',
        about: 'One farmer\u2019s or buyer\u2019s crates with the running balance, to print or share.',
        module: MODULE.Crate,
      },
      {
        to: '/crate-type-list',
        title: 'Crate Types',
        about: 'The firm\u2019s crates: capacity, the value of a lost one, returnable or not.',
        module: MODULE.CrateType,
      },
    ],
  },
  {
    name: 'Money and staff',
    reports: [
      {
        to: '/Transaction-ledger',
        title: 'Cash & Bank Ledger',
        about: 'Every cash and bank movement with running balances.',
      },
      {
        to: '/employeeReport',
        title: 'Employee Report',
        about: 'Per user: entries, tokens, sale lines, bills and cancellations.',
      },
      {
        to: '/accountantReport',
        title: 'Accountant Report',
        about: 'Per user: bills, receipts and payments by mode, expenses, wallet variance.',
      },
    ],
  },
  {
    name: 'Books',
    reports: [
      {
        to: '/trialBalance',
        title: 'Trial Balance',
        about: "Every account's debit or credit balance on a day, for a market or the whole firm.",
      },
      {
        to: '/profitAndLoss',
        title: 'Profit & Loss',
        about: 'Income and expenses of a period by account, and the net profit.',
      },
      {
        to: '/accountLedger',
        title: 'Account Ledger',
        about: "Any account's vouchers with the running balance.",
      },
      {
        to: '/levyRegister',
        title: 'Levy Register',
        about: 'A levy per document, what was paid over to the committee, and the balance owed.',
      },
      {
        to: '/tallyExport',
        title: 'Export to Tally',
        about: "A period's ledgers and vouchers as one XML file for TallyPrime.",
      },
    ],
  },
]

/** /report: every report of the market, grouped by whom it is about. */
export function ReportIndexPage() {
  const allowed = useAllowed()
  const groups = GROUPS.map((group) => ({
    ...group,
    reports: group.reports.filter((r) => r.module === undefined || allowed(r.module, 'view')),
  })).filter((group) => group.reports.length > 0)
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      {groups.map((group) => (
        <section
          key={group.name}
          aria-label={group.name}
          className="rounded-app border border-slate-200 bg-white p-4 shadow-sm"
        >
          <h2 className="mb-2 text-base font-semibold text-slate-900">{group.name}</h2>
          <ul className="flex flex-col gap-2">
            {group.reports.map((report) => (
              <li key={report.to}>
                <Link
                  to={report.to}
                  className="font-medium text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
                >
                  {report.title}
                </Link>
                <p className="text-sm text-slate-600">{report.about}</p>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  )
}
