import { Link } from '@tanstack/react-router'
import { cn } from '@/lib/cn'
import { APP_NAME } from '../title'
import { IconFrame } from './icon-frame'

/** The product mark; signed-in users go home with it. */
export function Brand({
  className,
  to = '/dashboard',
}: {
  className?: string
  to?: '/dashboard' | '/login'
}) {
  return (
    <Link
      to={to}
      className={cn(
        'flex items-center gap-2 rounded-app text-lg font-bold tracking-tight text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
        className,
      )}
    >
      <span className="flex h-9 w-9 items-center justify-center rounded-app bg-brand-600 text-white">
        {/* The product mark, drawn here: the sign-in pages show it without the shell's icon set. */}
        <IconFrame>
          <path d="M5 19c0-8 5-14 15-14 0 10-6 15-14 15M5 19l7-7" />
        </IconFrame>
      </span>
      {APP_NAME}
    </Link>
  )
}
