import { Link } from '@tanstack/react-router'
import { lazy, Suspense } from 'react'
import { APP_NAME } from '@/app/title'
import { useSession } from '@/lib/session'

// Loaded only when a signed-in user reaches an unknown path, so the sign-in page stays small.
const SignedInLayout = lazy(() =>
  import('@/app/layout/signed-in-layout').then((m) => ({ default: m.SignedInLayout })),
)

/** An unknown path shows only the product name as title and heading. */
export function NotFoundPage() {
  const { isSignedIn } = useSession()
  if (isSignedIn) {
    return (
      <Suspense>
        <SignedInLayout>
          <NotFoundMessage />
        </SignedInLayout>
      </Suspense>
    )
  }
  return (
    <main className="flex min-h-full items-center justify-center p-6">
      <div className="w-full max-w-md rounded-app bg-white p-8 text-center shadow-sm">
        <h1 className="text-2xl font-semibold text-slate-900">{APP_NAME}</h1>
        <NotFoundMessage />
      </div>
    </main>
  )
}

function NotFoundMessage() {
  const { isSignedIn } = useSession()
  return (
    <div className="mt-2 text-sm text-slate-600">
      <p>There is no page at this address.</p>
      <Link
        to={isSignedIn ? '/dashboard' : '/login'}
        className="mt-3 inline-block font-medium text-brand-700 hover:underline"
      >
        {isSignedIn ? 'Go to the dashboard' : 'Go to sign in'}
      </Link>
    </div>
  )
}
