import { readItem, STORAGE_KEYS, writeJson } from '@/lib/storage'

/** The settings drawer's fonts, Roboto first as the default. */
export const FONT_FAMILIES = ['Roboto', 'Poppins', 'Inter'] as const
export type FontFamily = (typeof FONT_FAMILIES)[number]

export const RADIUS = { min: 4, max: 24, step: 2 } as const

export interface Settings {
  fontFamily: FontFamily
  borderRadius: number
}

export const DEFAULT_SETTINGS: Settings = { fontFamily: 'Roboto', borderRadius: 12 }

const isFont = (value: unknown): value is FontFamily => FONT_FAMILIES.includes(value as FontFamily)

const isRadius = (value: unknown): value is number =>
  typeof value === 'number' &&
  Number.isInteger(value) &&
  value >= RADIUS.min &&
  value <= RADIUS.max &&
  (value - RADIUS.min) % RADIUS.step === 0

/** Stored settings, each value checked on its own: a bad one falls back to its default, not all. */
export function parseSettings(raw: string | null): Settings {
  let stored: unknown
  try {
    stored = raw ? JSON.parse(raw) : null
  } catch {
    stored = null
  }
  const values = stored && typeof stored === 'object' ? (stored as Record<string, unknown>) : {}
  return {
    fontFamily: isFont(values.fontFamily) ? values.fontFamily : DEFAULT_SETTINGS.fontFamily,
    borderRadius: isRadius(values.borderRadius) ? values.borderRadius : DEFAULT_SETTINGS.borderRadius,
  }
}

/** The theme reads these two custom properties (src/index.css): font-sans and rounded-app. */
export function applySettings(settings: Settings, root: Pick<HTMLElement, 'style'>): void {
  root.style.setProperty('--app-font', `'${settings.fontFamily}'`)
  root.style.setProperty('--radius-app', `${settings.borderRadius}px`)
}

export const readSettings = (): Settings => parseSettings(readItem(STORAGE_KEYS.settings))

export function saveSettings(settings: Settings): void {
  writeJson(STORAGE_KEYS.settings, settings)
  applySettings(settings, document.documentElement)
}
