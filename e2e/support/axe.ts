import AxeBuilder from '@axe-core/playwright'
import { expect, type Page } from '@playwright/test'

/** WCAG 2.0 and 2.1, levels A and AA. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']
const BLOCKING = new Set(['serious', 'critical'])

/**
 * Runs axe over what the page shows now and records (softly, so one test reports every screen it
 * visits) each serious or critical violation with the elements it was found on. `label` names the
 * screen in the failure.
 */
export async function expectAccessible(page: Page, label: string): Promise<void> {
  // Colours are measured mid-fade otherwise: a dialog still fading in reads as low contrast. Endless
  // animations (spinners) are left running; a cancelled one rejects, which is as good as finished.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Number.POSITIVE_INFINITY)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  )
  // Only violations are read: axe then builds selectors for one node per passed rule, not for all.
  // The app shows no cross-origin frames, so axe runs in the page itself (reaching same-origin frames
  // on its own): the default mode opens a blank page per check and loads axe there a second time to
  // merge the frames' results, a second or more each time on two busy cores.
  const { violations } = await new AxeBuilder({ page })
    .setLegacyMode()
    .withTags(WCAG_TAGS)
    .options({ resultTypes: ['violations'] })
    .analyze()
  const blocking = violations
    .filter((violation) => BLOCKING.has(violation.impact ?? ''))
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    )
  expect.soft(blocking, label).toEqual([])
}
