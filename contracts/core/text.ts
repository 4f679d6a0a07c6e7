import * as v from 'valibot'

/** What a name field says when its text holds a broken character (a lone UTF-16 surrogate). */
export const TEXT_INVALID = 'Contains a character that is not valid text.'

/**
 * Invisible characters that would make two names look alike but compare different: zero-width space,
 * word joiner, byte-order mark, Mongolian vowel separator, soft hyphen and the bidirectional controls.
 */
const INVISIBLE = /[\u00AD\u180E\u200B\u200E\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF]/g

/**
 * Zero-width (non-)joiners shape Indic scripts (a Marathi name may need one), so they stay after a
 * letter or sign of the Indic blocks (U+0900 to U+0DFF) and go everywhere else.
 */
const STRAY_JOINER = /(?<![\u0900-\u0DFF])[\u200C\u200D]/g

/** Control characters (C0, DEL, C1); `keepLineBreaks` spares the line feed of multi-line text. */
const CONTROLS = /\p{Cc}/gu
const CONTROLS_BUT_LINE_FEED = /(?!\n)\p{Cc}/gu

/** A UTF-16 surrogate without its partner: with the u flag, a valid pair is one code point and never matches. */
const LONE_SURROGATE = /[\uD800-\uDFFF]/u

/**
 * Text as people read it: composed (NFC), without invisible or control characters. Every name field
 * and the server's name comparison use it, so `La\u200Bsalgaon` is Lasalgaon and a name of nothing
 * but zero-width characters is empty.
 */
export function cleanText(s: string, { keepLineBreaks = false } = {}): string {
  // Composed last: a removed character may have stood between a letter and its accent.
  return s
    .replace(INVISIBLE, '')
    .replace(STRAY_JOINER, '')
    .replace(keepLineBreaks ? CONTROLS_BUT_LINE_FEED : CONTROLS, '')
    .normalize('NFC')
}

/** Rejects lone surrogates, then cleans: the first two actions of every free-text field's pipe. */
export const cleanedText = (options?: { keepLineBreaks?: boolean }) =>
  [
    v.check((s: string) => !LONE_SURROGATE.test(s), TEXT_INVALID),
    v.transform((s: string) => cleanText(s, options)),
  ] as const
