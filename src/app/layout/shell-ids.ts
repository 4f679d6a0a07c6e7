/**
 * What the shell's eagerly loaded parts share with the parts loaded on first use (the overlay drawer,
 * the avatar menu): kept apart so neither imports the other.
 */
export const DRAWER_ID = 'side-drawer'

export const LOGOUT_MESSAGE = 'Are you sure you want to logout your account?'

export const profileButtonClass =
  'rounded-full focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600'
