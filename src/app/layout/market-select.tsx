import { type ComponentType, Suspense, useState } from 'react'
import type { SelectFieldProps } from '@/components/ui/select'
import { SelectChevron, SelectPlaceholder, selectTriggerClass } from '@/components/ui/select-look'
import { useSelectedMarket } from '@/lib/selected-market'
import { lazyOnFirstUse } from './on-first-use'

const LABEL = 'Select Market'
const WIDTH = 'w-40 sm:w-56'

const select = lazyOnFirstUse(() =>
  import('@/components/ui/select').then(
    (module) => module.SelectField as ComponentType<SelectFieldProps<string>>,
  ),
)

/**
 * The top bar's 'Select Market': its list is at most 200 px tall and shows 'No Option' when empty.
 * Until first used it is drawn without Radix Select, which then loads and opens in its place.
 */
export function MarketSelect() {
  const { marketKeyID, marketPlaceName, markets, selectMarket } = useSelectedMarket()
  const [used, setUsed] = useState(false)

  const standIn = (
    <button
      type="button"
      role="combobox"
      aria-label={LABEL}
      aria-expanded={false}
      aria-autocomplete="none"
      onPointerEnter={select.preload}
      onFocus={select.preload}
      onClick={() => setUsed(true)}
      onKeyDown={(event) => {
        if (!['ArrowDown', 'ArrowUp'].includes(event.key)) return
        event.preventDefault()
        setUsed(true)
      }}
      className={selectTriggerClass(false, WIDTH)}
    >
      <span className="truncate">{marketPlaceName ?? <SelectPlaceholder text={LABEL} />}</span>
      <span className="text-slate-500">
        <SelectChevron />
      </span>
    </button>
  )
  if (!used) return standIn
  return (
    <Suspense fallback={standIn}>
      <select.Component
        aria-label={LABEL}
        placeholder={LABEL}
        value={marketKeyID}
        options={markets.map((market) => ({ value: market.marketKeyID, label: market.marketPlaceName }))}
        onChange={(id) => void selectMarket(id)}
        maxHeight={200}
        className={WIDTH}
        defaultOpen
      />
    </Suspense>
  )
}
