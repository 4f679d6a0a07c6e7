/**
 * The headers the built SPA is served with, by `vite preview` (vite.config.ts) and by the bundled nginx
 * (docker/nginx.conf, checked against this list by security-headers.test.ts).
 *
 * The policy fits the build: index.html loads only hashed files from /assets (no inline script), fonts
 * are bundled, images come from /api/files on the same origin and previews are blob: or data: URLs.
 * Nothing runs or styles inline (e2e/security-headers.spec.ts fails on any violation).
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
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
