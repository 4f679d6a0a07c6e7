/** The product name: the whole tab title and heading of a page that does not exist. */
export const APP_NAME = 'MandiDesk'

/** '<Heading> | MandiDesk'; without a heading only the product name. */
export const pageTitle = (heading: string | undefined): string =>
  heading ? `${heading} | ${APP_NAME}` : APP_NAME

/** The parts of a router match the heading depends on. */
export interface HeadingMatch {
  status: string
  staticData?: { heading?: string }
  _notFound?: boolean
}

/**
 * The deepest matched route's heading. A not-found anywhere in the chain (an unknown path or a
 * loader's notFound()) means the page has no module heading.
 */
export function headingOf(matches: readonly HeadingMatch[]): string | undefined {
  if (matches.some((match) => match._notFound || match.status === 'notFound')) return undefined
  for (let i = matches.length - 1; i >= 0; i--) {
    const heading = matches[i]?.staticData?.heading
    if (heading) return heading
  }
  return undefined
}
