import {
  ACCOUNT,
  type Account,
  type AccountGroup,
  accountIDOf,
  NO_PARTY,
  PARTY_TYPE,
  serviceAccount,
} from '../../contracts'
import type { Store } from '../store/store'

/**
 * The firm's chart of accounts, derived from its masters: the accounts every firm starts with, then
 * one per market's cash, bank account, service, expense category, farmer and buyer. IDs come from the
 * master's key and names carry its code or side, so two exports name the same ledgers and no two
 * ledgers share a name.
 */

const fixed = (
  accountID: string,
  accountCode: string,
  accountName: string,
  groupName: AccountGroup,
): Account => ({
  accountID,
  accountCode,
  accountName,
  groupName,
  partyType: NO_PARTY,
  partyKeyID: '',
})

export const DEFAULT_ACCOUNTS: readonly Account[] = [
  fixed(ACCOUNT.goodsOnCommission, 'GOC', 'Goods Sold on Commission', 'Current Liabilities'),
  fixed(ACCOUNT.aadat, 'AADAT', 'Commission (Aadat)', 'Direct Incomes'),
  fixed(ACCOUNT.gateFees, 'GATE', 'Gate Entry Fees', 'Indirect Incomes'),
  fixed(ACCOUNT.crateCharges, 'CRATECHG', 'Crate Charges', 'Indirect Incomes'),
  fixed(ACCOUNT.roundOff, 'ROUND', 'Round Off', 'Indirect Expenses'),
  fixed(ACCOUNT.chargesWaived, 'WAIVED', 'Charges Waived', 'Indirect Expenses'),
  fixed(ACCOUNT.cashShortExcess, 'SHORT', 'Cash Short & Excess', 'Indirect Expenses'),
  fixed(ACCOUNT.bankCharges, 'BANKCHG', 'Bank Charges', 'Indirect Expenses'),
  fixed(ACCOUNT.capital, 'CAPITAL', 'Capital', 'Capital Account'),
  fixed(ACCOUNT.drawings, 'DRAWINGS', 'Drawings', 'Capital Account'),
]

const short = (key: string) => key.replace(/-/g, '').slice(0, 8).toUpperCase()
const side = (partyType: number) => (partyType === PARTY_TYPE.Farmer ? 'Farmer' : 'Buyer')

/** Lower-cased levy names of the firm's services: an expense category of the same name pays one over. */
export function levyAccountByName(store: Store, companyKeyID: string): Map<string, string> {
  const byName = new Map<string, string>()
  for (const service of store.services.of(companyKeyID, (s) => s.isLevy === true)) {
    byName.set(service.serviceName.trim().toLowerCase(), accountIDOf.service(service.serviceID))
  }
  return byName
}

/** Every account of the firm, its markets' cash and banks limited to `marketKeyIDs`. */
export function firmChart(store: Store, companyKeyID: string, marketKeyIDs: readonly string[]): Account[] {
  const chart = new Map<string, Account>(DEFAULT_ACCOUNTS.map((a) => [a.accountID, a]))
  const add = (account: Account) => {
    if (!chart.has(account.accountID)) chart.set(account.accountID, account)
  }
  for (const marketKeyID of marketKeyIDs) {
    const market = store.markets.get(marketKeyID)
    const name = market?.marketPlaceName ?? marketKeyID
    add(fixed(accountIDOf.cash(marketKeyID), `CASH-${short(marketKeyID)}`, `Cash - ${name}`, 'Cash-in-Hand'))
    add(
      fixed(
        accountIDOf.unassignedBank(marketKeyID),
        `BANK-${short(marketKeyID)}`,
        `Bank (no account named) - ${name}`,
        'Bank Accounts',
      ),
    )
  }
  const markets = new Set(marketKeyIDs)
  for (const bank of store.bankAccounts.of(companyKeyID, (b) => markets.has(b.marketKeyID))) {
    const name = `${bank.bankName} A/c ${bank.accountNo.slice(-4)} (${bank.accountName})`
    add(
      fixed(
        accountIDOf.bank(bank.bankAccountKeyID),
        `BANK-${short(bank.bankAccountKeyID)}`,
        name,
        'Bank Accounts',
      ),
    )
  }
  for (const service of store.services.of(companyKeyID)) {
    const { accountID, accountName, groupName } = serviceAccount({
      ...service,
      isLevy: service.isLevy === true,
    })
    add(fixed(accountID, `SRV-${service.serviceID}`, accountName, groupName))
  }
  const levies = levyAccountByName(store, companyKeyID)
  for (const category of store.expenseCategories.of(companyKeyID)) {
    if (levies.has(category.categoryName.trim().toLowerCase())) continue
    add(
      fixed(
        accountIDOf.expense(category.categoryKeyID),
        `EXP-${short(category.categoryKeyID)}`,
        `${category.categoryName} (${side(category.categoryType)})`,
        'Indirect Expenses',
      ),
    )
  }
  for (const farmer of store.farmers.lookup('firm', companyKeyID)) {
    add({
      accountID: accountIDOf.farmer(farmer.farmerKeyID),
      accountCode: `F-${farmer.farmerCode}`,
      accountName: `${farmer.farmerName} (F-${farmer.farmerCode})`,
      groupName: 'Sundry Creditors',
      partyType: PARTY_TYPE.Farmer,
      partyKeyID: farmer.farmerKeyID,
    })
  }
  for (const buyer of store.buyers.lookup('firm', companyKeyID)) {
    add({
      accountID: accountIDOf.buyer(buyer.buyerKeyID),
      accountCode: `B-${buyer.buyerCode}`,
      accountName: `${buyer.firmName} (B-${buyer.buyerCode})`,
      groupName: 'Sundry Debtors',
      partyType: PARTY_TYPE.Buyer,
      partyKeyID: buyer.buyerKeyID,
    })
  }
  return [...chart.values()]
}
