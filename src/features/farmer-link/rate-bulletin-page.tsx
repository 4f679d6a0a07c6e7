import { api, UNGRADED_LOT } from '@contracts'
import { productText } from '@/components/print/sold-lines'
import { formatDate } from '@/lib/format'
import { Card, PublicFrame, PublicStatus } from './public-frame'
import { RatesTable } from './rates-table'
import { useFarmerLanguage } from './texts'
import { usePublicRead } from './use-public'

/** /rates/<market>/<date>: the day's rates the agent sends to his farmers' group; no names at all. */
export function RateBulletinPage({ marketKeyID, date }: { marketKeyID: string; date: string }) {
  const { texts, labels, language, toggle } = useFarmerLanguage()
  const { state, retry } = usePublicRead(api.publicView.rateBulletin, {
    query: { MarketKeyID: marketKeyID, Date: date },
  })
  const gradeName = (name: string) => (name === UNGRADED_LOT.gradeName ? texts.ungraded : name)
  return (
    <PublicFrame title={texts.bulletinTitle} texts={texts} onToggleLanguage={toggle}>
      {state.kind !== 'ready' ? (
        <PublicStatus state={state} texts={texts} onRetry={retry} />
      ) : (
        <>
          <p className="text-xl font-bold">
            {state.data.marketName} · {formatDate(state.data.date)}
          </p>
          {state.data.products.length === 0 && <p>{texts.noBulletin}</p>}
          {state.data.products.map((product) => (
            <Card key={product.productName} title={productText(product, language)}>
              <RatesTable
                rows={product.grades}
                rateUnit={product.rateUnit}
                labels={labels}
                texts={texts}
                gradeName={gradeName}
              />
            </Card>
          ))}
        </>
      )}
    </PublicFrame>
  )
}
