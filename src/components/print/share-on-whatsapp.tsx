import { whatsAppLink } from '@/lib/whatsapp'

/** Opens WhatsApp (app or web) with the document's summary addressed to the party's mobile. */
export function ShareOnWhatsApp({ mobileNo, text }: { mobileNo: string; text: string }) {
  return (
    <a
      href={whatsAppLink(mobileNo, text)}
      target="_blank"
      rel="noopener noreferrer"
      className="inline-flex h-10 shrink-0 items-center gap-2 rounded-app border border-slate-300 bg-white px-4 text-sm font-medium text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-slate-500"
    >
      WhatsApp
    </a>
  )
}
