/**
 * Stands in for `react-style-singleton` (vite.config.ts aliases it), which the dialogs' and menus' scroll
 * lock uses to add its rules. That package writes a `<style>` element, which the Content-Security-Policy
 * (`style-src 'self'`) refuses, so the page behind an open dialog kept scrolling and every opening
 * logged a violation. A constructed stylesheet is CSSOM, which the policy allows. The exports keep the
 * package's names and behaviour: the first user adds the rules, the last one to leave removes them.
 */
import { useEffect } from 'react'

interface Stylesheet {
  add: (style: string) => void
  remove: () => void
}

export function stylesheetSingleton(): Stylesheet {
  let users = 0
  let sheet: CSSStyleSheet | null = null
  return {
    add(style) {
      if (users === 0) {
        sheet = new CSSStyleSheet()
        sheet.replaceSync(style)
        document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet]
      }
      users++
    },
    remove() {
      users--
      if (users === 0 && sheet) {
        const gone = sheet
        document.adoptedStyleSheets = document.adoptedStyleSheets.filter((s) => s !== gone)
        sheet = null
      }
    },
  }
}

export function styleHookSingleton(): (styles: string, isDynamic?: boolean) => void {
  const sheet = stylesheetSingleton()
  return (styles, isDynamic) => {
    // Only dynamic styles are replaced when they change, as in the package.
    // biome-ignore lint/correctness/useExhaustiveDependencies: the package's own dependency rule.
    useEffect(() => {
      sheet.add(styles)
      return () => sheet.remove()
    }, [styles && isDynamic])
  }
}

export function styleSingleton(): (props: { styles: string; dynamic?: boolean }) => null {
  const useStyle = styleHookSingleton()
  return function Sheet({ styles, dynamic }) {
    useStyle(styles, dynamic)
    return null
  }
}
