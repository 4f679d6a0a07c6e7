import * as v from 'valibot'
import { REQUIRED } from './primitives'

/** An image uploadImage stored, as it answers it: `/api/files/<random name>.png|jpg`. */
const OWN_FILE = /^\/api\/files\/([A-Za-z0-9][A-Za-z0-9_-]*\.(?:png|jpe?g))$/

/** What the server says of a file URL that names no upload of the caller's firm. */
export const IMAGE_NOT_UPLOADED = 'This image is not among your firm’s uploads: upload it again.'

/** The stored file a URL of the server's own files names, or null for any other URL. */
export const uploadedFileName = (url: string): string | null => OWN_FILE.exec(url)?.[1] ?? null
/** An https URL without spaces, quotes or angle brackets (a production backend answers its storage's URLs). */
const HTTPS_URL = /^https:\/\/[A-Za-z0-9.-]+(?::\d{1,5})?(?:\/[^\s"'<>\\`]*)?$/

/**
 * Only what an upload answers may become an image's source: the server's own file URL or an https
 * URL. Anything else (`javascript:`, `data:`, another scheme, a path elsewhere on the site) is refused.
 */
export const isImageUrl = (s: string): boolean => OWN_FILE.test(s) || HTTPS_URL.test(s)

const IMAGE_URL_MAX = 500

/** An image the user may leave out: '' or an image URL. */
export const optionalImageUrl = (message: string) =>
  v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.maxLength(IMAGE_URL_MAX, message),
      v.check((s) => s === '' || isImageUrl(s), message),
    ),
    '',
  )

/** An image the form needs (the market's payment QR). */
export const requiredImageUrl = (message: string) =>
  v.pipe(
    v.string(REQUIRED),
    v.trim(),
    v.nonEmpty(REQUIRED),
    v.maxLength(IMAGE_URL_MAX, message),
    v.check(isImageUrl, message),
  )
