/** A square icon-only button of the top bar and its drawers. */
export const iconButton =
  'flex h-10 w-10 items-center justify-center rounded-app text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600'
