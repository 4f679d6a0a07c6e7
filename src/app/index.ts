/** What screens use from the shell. */
export { useGlobalLoader, withGlobalLoader } from './global-loader'
