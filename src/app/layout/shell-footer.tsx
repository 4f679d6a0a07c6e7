import { Link } from '@tanstack/react-router'

const footerLink =
  'hover:text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600'

/** The firm-independent pages every signed-in screen can reach; the side menu doesn't list them. */
export function ShellFooter() {
  return (
    <footer className="mt-10 flex gap-4 text-xs text-slate-500 print:hidden">
      <Link to="/about-us" className={footerLink}>
        About Us
      </Link>
      <Link to="/privacy-policy" className={footerLink}>
        Privacy Policy
      </Link>
    </footer>
  )
}
