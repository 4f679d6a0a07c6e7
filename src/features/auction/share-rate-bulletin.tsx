import { todayInKolkata } from '@/lib/format'
import { shareSummary, whatsAppLink } from '@/lib/whatsapp'

/** The public bulletin of a market day's rates, on this site, for anyone the agent sends it to. */
export const rateBulletinUrl = (marketKeyID: string, date: string) =>
  `${window.location.origin}/rates/${marketKeyID}/${date}`

/** "Share rate bulletin": today's rates of the market as a WhatsApp message to the farmers' group. */
export function ShareRateBulletin({ marketKeyID, marketName }: { marketKeyID: string; marketName: string }) {
  const date = todayInKolkata()
  const text = shareSummary(`Rate bulletin · ${marketName}`, [
    ['Date', date],
    ['Rates', rateBulletinUrl(marketKeyID, date)],
  ])
  return (
    <a
      href={whatsAppLink('', text)}
      target="_blank"
      rel="noopener noreferrer"
      className="font-medium text-brand-700 hover:underline"
    >
      Share rate bulletin
    </a>
  )
}
