import { toSvgPath } from 'lean-qr/extras/svg'
import { correction, generate } from 'lean-qr/nano'

/** Text as a QR code in SVG, at correction level M so a smudged print still scans. */
export function QrCode({
  text,
  label,
  className = 'h-28 w-28',
}: {
  text: string
  label: string
  className?: string
}) {
  const code = generate(text, { minCorrectionLevel: correction.M })
  const quiet = 4
  const side = code.size + 2 * quiet
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`${-quiet} ${-quiet} ${side} ${side}`}
      shapeRendering="crispEdges"
      className={`bg-white ${className}`}
    >
      <path d={toSvgPath(code)} fill="#000" />
    </svg>
  )
}
