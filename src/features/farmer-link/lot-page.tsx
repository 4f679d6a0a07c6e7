import { api, type PublicLot, tokenLabel, UNGRADED_LOT } from '@contracts'
import { productText, rateText } from '@/components/print/sold-lines'
import { formatDate, formatMoney, formatNumber } from '@/lib/format'
import { Card, PublicFrame, PublicStatus } from './public-frame'
import { RatesTable } from './rates-table'
import { stageOf, useFarmerLanguage } from './texts'
import { usePublicRead } from './use-public'

type Lang = ReturnType<typeof useFarmerLanguage>

const STAGES = ['arrived', 'graded', 'selling', 'sold', 'billed'] as const

const gradeNamer = (texts: Lang['texts']) => (name: string) =>
  name === UNGRADED_LOT.gradeName ? texts.ungraded : name

function Progress({ lot, lang }: { lot: PublicLot; lang: Lang }) {
  const sold = lot.grades.reduce((sum, g) => sum + g.soldCrates, 0)
  const stage = stageOf(lot.status, sold)
  const reached = STAGES.indexOf(stage as (typeof STAGES)[number])
  return (
    <Card title={lang.texts.progress}>
      {stage === 'cancelled' ? (
        <p className="font-bold text-red-700">{lang.texts.cancelled}</p>
      ) : (
        <ol className="flex flex-col gap-1" data-testid="lot-progress">
          {STAGES.map((name, i) => (
            <li
              key={name}
              aria-current={i === reached ? 'step' : undefined}
              className={i <= reached ? 'font-bold text-emerald-800' : 'text-slate-500'}
            >
              {i <= reached ? '✓ ' : '○ '}
              {lang.texts[name]}
            </li>
          ))}
        </ol>
      )}
    </Card>
  )
}

function Grades({ lot, lang }: { lot: PublicLot; lang: Lang }) {
  const { texts, labels } = lang
  const name = gradeNamer(texts)
  if (lot.grades.length === 0) return null
  return (
    <Card title={labels.grade}>
      <ul className="flex flex-col gap-3">
        {lot.grades.map((grade) => (
          <li key={grade.gradeName} className="border-b pb-2 last:border-0" data-testid="lot-grade">
            <p className="flex justify-between font-bold">
              <span>{name(grade.gradeName)}</span>
              <span className="tabular-nums">
                {formatNumber(grade.crates)} {labels.crates}
              </span>
            </p>
            <p className="text-base text-slate-700">
              {grade.soldCrates > 0
                ? `${texts.soldOf(grade.soldCrates, grade.crates)} · ${texts.left(Math.max(grade.crates - grade.soldCrates, 0))}`
                : texts.noSales}
            </p>
            <ul className="mt-1 text-base">
              {grade.sales.map((sale, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a read-only list that never reorders; sales carry no key here
                <li key={i} className="flex justify-between tabular-nums">
                  <span>
                    {sale.crates > 0 && `${formatNumber(sale.crates)} × `}
                    {rateText(sale, labels)}
                    {sale.buyerName ? ` · ${sale.buyerName}` : ''}
                  </span>
                  <span>{sale.amount > 0 ? formatMoney(sale.amount) : ''}</span>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </Card>
  )
}

function Row({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <div className={`flex justify-between gap-3 ${strong ? 'text-xl font-bold' : ''}`}>
      <dt>{label}</dt>
      <dd className="text-right tabular-nums">{value}</dd>
    </div>
  )
}

function Patti({ lot, lang }: { lot: PublicLot; lang: Lang }) {
  const { texts, labels } = lang
  const patti = lot.patti
  if (!patti)
    return (
      <Card title={labels.patti}>
        <p className="text-base text-slate-700">{texts.pattiWaiting}</p>
      </Card>
    )
  const name = gradeNamer(texts)
  return (
    <section className="rounded-lg bg-white p-4 shadow-sm" data-testid="lot-patti">
      <div className="mb-2 flex items-center justify-between">
        <h2 className="text-xl font-bold">{labels.patti}</h2>
        <button
          type="button"
          onClick={() => window.print()}
          className="rounded-md border border-emerald-800 px-3 py-1 text-base font-semibold text-emerald-900 print:hidden"
        >
          {texts.print}
        </button>
      </div>
      <p className="text-base">
        {labels.billNo} {patti.billNo} · {formatDate(patti.billDate)}
      </p>
      <ul className="my-2 text-base">
        {patti.lines.map((line, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the patti's lines are fixed and carry no key here
          <li key={i} className="flex justify-between gap-2 tabular-nums">
            <span>
              {name(line.gradeName)} · {line.crates > 0 && `${formatNumber(line.crates)} ${labels.crates} · `}
              {rateText(line, labels)}
              {line.buyerName ? ` · ${line.buyerName}` : ''}
            </span>
            <span>{formatMoney(line.amount)}</span>
          </li>
        ))}
      </ul>
      <dl className="flex flex-col gap-1 border-t pt-2">
        <Row label={labels.grossAmount} value={formatMoney(patti.grossAmount)} />
        {patti.serviceLines.map((line) => (
          <Row key={line.basis} label={line.basis} value={`− ${formatMoney(line.amount)}`} />
        ))}
        {patti.otherDeductions.map((line) => (
          <Row key={line.categoryName} label={line.categoryName} value={`− ${formatMoney(line.amount)}`} />
        ))}
        {patti.roundOff !== 0 && <Row label={labels.roundOff} value={formatMoney(patti.roundOff)} />}
        <Row label={labels.netPayable} value={formatMoney(patti.netPayable)} strong />
        <Row label={labels.paid} value={formatMoney(patti.paidAmount)} />
        <Row label={labels.balance} value={formatMoney(patti.balance)} strong />
      </dl>
    </section>
  )
}

/** /f/<link>: the farmer follows his own lot from the gate to the patti, with no account. */
export function LotPage({ link }: { link: string }) {
  const lang = useFarmerLanguage()
  const { texts, labels, language } = lang
  const { state, retry } = usePublicRead(api.publicView.lot, { query: { link } })
  return (
    <PublicFrame title={texts.lotTitle} texts={texts} onToggleLanguage={lang.toggle}>
      {state.kind !== 'ready' ? (
        <PublicStatus state={state} texts={texts} onRetry={retry} />
      ) : (
        <>
          <section className="rounded-lg bg-white p-4 shadow-sm" data-testid="lot-summary">
            <p className="text-2xl font-bold">{state.data.farmerName}</p>
            <p>
              {labels.token} {tokenLabel(state.data.tokenNo)} · {formatDate(state.data.tokenDate)}
            </p>
            <p>
              {productText(state.data, language)} · {formatNumber(state.data.declaredCrates)} {labels.crates}
            </p>
            <p className="text-base text-slate-700">{state.data.marketName}</p>
          </section>
          <Progress lot={state.data} lang={lang} />
          <Grades lot={state.data} lang={lang} />
          <Patti lot={state.data} lang={lang} />
          <Card title={texts.todayRates}>
            {state.data.rates.length === 0 ? (
              <p className="text-base">{texts.noRates}</p>
            ) : (
              <RatesTable
                rows={state.data.rates}
                rateUnit={state.data.rates[0]!.rateUnit}
                labels={labels}
                texts={texts}
                gradeName={gradeNamer(texts)}
              />
            )}
          </Card>
          <p className="text-sm text-slate-600">{texts.readOnly}</p>
        </>
      )}
    </PublicFrame>
  )
}
