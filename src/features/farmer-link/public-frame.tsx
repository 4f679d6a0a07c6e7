import type { ReactNode } from 'react'
import type { FARMER_TEXTS } from './texts'
import type { PublicState } from './use-public'

type Texts = (typeof FARMER_TEXTS)['en']

/** The farmer's pages: one column sized for a phone, large type, the language switch at the top. */
export function PublicFrame({
  title,
  texts,
  onToggleLanguage,
  children,
}: {
  title: string
  texts: Texts
  onToggleLanguage: () => void
  children: ReactNode
}) {
  return (
    <div className="min-h-screen bg-slate-50 text-slate-900">
      <header className="flex items-center justify-between gap-3 bg-emerald-800 px-4 py-3 text-white print:hidden">
        <h1 className="text-2xl font-bold">{title}</h1>
        <button
          type="button"
          onClick={onToggleLanguage}
          className="rounded-md border border-white/70 px-3 py-2 text-base font-semibold"
        >
          {texts.language}
        </button>
      </header>
      <main className="mx-auto flex max-w-xl flex-col gap-4 p-4 text-lg">{children}</main>
    </div>
  )
}

/** A read that has not answered: the server's own words for an expired link, plain ones otherwise. */
export function PublicStatus({
  state,
  texts,
  onRetry,
}: {
  state: Exclude<PublicState<unknown>, { kind: 'ready' }>
  texts: Texts
  onRetry: () => void
}) {
  if (state.kind === 'loading') return <p role="status">{texts.loading}</p>
  const message =
    state.status === 410
      ? state.message
      : state.status === 404
        ? texts.notFound
        : state.status === 429
          ? texts.tooMany
          : texts.failed
  return (
    <section role="alert" className="rounded-lg border-2 border-amber-600 bg-white p-4">
      <p className="text-xl font-semibold" data-testid="public-error">
        {message}
      </p>
      {state.status !== 404 && state.status !== 410 && (
        <button
          type="button"
          onClick={onRetry}
          className="mt-3 rounded-md bg-emerald-800 px-4 py-2 font-semibold text-white"
        >
          {texts.retry}
        </button>
      )}
    </section>
  )
}

export function Card({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="rounded-lg bg-white p-4 shadow-sm">
      <h2 className="mb-2 text-xl font-bold">{title}</h2>
      {children}
    </section>
  )
}
