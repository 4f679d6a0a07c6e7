import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { Dialog } from '@/components/ui/dialog'

/** A market's payment QR as a thumbnail; clicking it opens the code large enough to scan. */
export function QrThumbnail({ url, marketName }: { url: string; marketName: string }) {
  const [open, setOpen] = useState(false)
  if (!url) return <span className="text-slate-500">—</span>
  const title = `Payment QR code of ${marketName}`
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        aria-label={`View ${title}`}
        className="block rounded border border-slate-200 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      >
        <img src={url} alt="" loading="lazy" className="h-10 w-10 rounded object-contain" />
      </button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title={title}
        size="sm"
        footer={<Button onClick={() => setOpen(false)}>Close</Button>}
      >
        <img src={url} alt={title} className="mx-auto max-h-[60vh] w-full object-contain" />
      </Dialog>
    </>
  )
}
