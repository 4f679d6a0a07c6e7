import { useMatches } from '@tanstack/react-router'
import { headingOf } from './title'

/** The heading of the page being shown, from its route's staticData (undefined when none). */
export const useHeading = (): string | undefined => useMatches({ select: headingOf })
