/** Inputs an attacker sends, shared by the contract tests and the server's. */

/** Names made of nothing a reader can see, or of broken text: each must be refused. */
export const INVISIBLE_NAMES = [
  '\u200B',
  '\u200B\u200B\u200B',
  '\u200C',
  '\u200D',
  '\u2060',
  '\uFEFF',
  '\u00AD',
  '\u180E',
  '\u202E',
  '\u2066\u2069',
  '\u0000',
  '\u0000\u0000\u0000',
  '\u0007',
  '\u001B',
  '\u007F',
  '\u0085',
  ' \u200B\t\u0000 ',
  '\u200E\u200F',
] as const

export const BROKEN_NAMES = ['\uD800', '\uDFFF', 'Lasal\uD83Dgaon', '\uDE00Lasalgaon'] as const

/** Sources an <img> must never get. */
export const HOSTILE_IMAGE_URLS = [
  'javascript:alert(3)',
  'JavaScript:alert(3)',
  ' javascript:alert(3)',
  'java\tscript:alert(3)',
  'vbscript:msgbox(1)',
  'data:image/png;base64,iVBORw0KGgo=',
  'data:image/svg+xml,<svg onload=alert(1)>',
  'blob:https://mandidesk.example/1f2e',
  'http://evil.example/qr.png',
  '//evil.example/qr.png',
  '/\\evil.example/qr.png',
  '/api/files/../../etc/passwd',
  '/api/files/qr.svg',
  '/api/files/qr.png?x=1',
  '/login',
  'https://evil.example/q.png" onerror="alert(1)',
  'https://evil.example/<script>',
  'https://',
  'file:///etc/passwd',
] as const
