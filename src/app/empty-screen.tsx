/**
 * The body of a screen whose content the spec does not show yet: the shell already gives it its
 * heading and breadcrumbs, so the body is empty.
 */
export function EmptyScreen() {
  return <section aria-label="Page content" className="min-h-40" />
}
