import { createHash } from 'node:crypto'

/**
 * The one stylesheet a library writes inline: Radix Select renders it in every open list to hide the
 * list's own scroll bar. The policy allows exactly this text by its hash (security-headers.test.ts
 * checks the installed Radix still writes it), and nothing else inline.
 */
export const RADIX_SELECT_STYLE =
  '[data-radix-select-viewport]{scrollbar-width:none;-ms-overflow-style:none;-webkit-overflow-scrolling:touch;}[data-radix-select-viewport]::-webkit-scrollbar{display:none}'

const styleHash = (css: string) => `'sha256-${createHash('sha256').update(css).digest('base64')}'`

/**
 * The headers the built SPA is served with, by `vite preview` (vite.config.ts) and by the bundled nginx
 * (docker/nginx.conf, checked against this list by security-headers.test.ts).
 *
 * The policy fits the build: index.html loads only hashed files from /assets (no inline script), fonts
 * are bundled, images come from /api/files on the same origin and previews are blob: or data: URLs.
 * Nothing runs inline, and nothing styles inline but the one stylesheet named above
 * (e2e/security-headers.spec.ts and e2e/clean-console.spec.ts fail on any violation).
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  `style-src 'self' ${styleHash(RADIX_SELECT_STYLE)}`,
  "img-src 'self' blob: data:",
  "font-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ')

export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy': CONTENT_SECURITY_POLICY,
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'same-origin',
  // For browsers that predate frame-ancestors.
  'X-Frame-Options': 'DENY',
}
