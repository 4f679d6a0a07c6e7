import { QrCode } from '@/components/ui/qr-code'

/** A farmer's link on a slip: the code his phone scans, and what it is for. */
export function LinkQr({ url, caption }: { url: string; caption: string }) {
  return (
    <figure className="flex flex-col items-center" data-testid="farmer-link-qr" data-url={url}>
      <QrCode text={url} label={caption} className="h-32 w-32" />
      <figcaption className="text-xs">{caption}</figcaption>
    </figure>
  )
}
