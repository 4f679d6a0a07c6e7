/** What screens use from the shell. */
export { useGlobalLoader, withGlobalLoader } from './global-loader'
export { type SelectedMarket, useSelectedMarket } from './market-context'
export { type Can, permissionQueries, useCan } from './permissions'
export { type Session, useSession } from './session'
export { type SharedDateRange, setSharedDates, useSharedDates } from './shared-dates'
