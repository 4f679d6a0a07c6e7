/** Opens a printable document in its own tab, so the list stays where the user left it. */
export const openDocument = (path: string): void => {
  window.open(path, '_blank', 'noopener')
}
