import { type BillLine, fromPaise, toHundredths, tokenLabel, tokenSubtotals, toPaise } from '@contracts'
import { Fragment } from 'react'
import { formatMoney, formatNumber } from '@/lib/format'
import type { LabelKey, Labels, PrintLanguage } from './labels'

const UNIT_LABEL: Record<number, LabelKey> = {
  1: 'perKg',
  2: 'perCrate',
  3: 'perQuintal',
  5: 'per10Kg',
}
const LUMP_SUM = 4

/** '₹142/kg', '₹1,851/qtl', or 'Lump sum' for a trolley sold for one amount. */
export const rateText = (line: Pick<BillLine, 'rate' | 'rateUnit'>, labels: Labels): string =>
  line.rateUnit === LUMP_SUM
    ? labels.lumpSum
    : `₹${formatNumber(line.rate)}${labels[UNIT_LABEL[line.rateUnit] ?? 'perKg']}`

/** The product as the document's language names it; a product without a Marathi name prints as typed. */
export const productText = (
  line: Pick<BillLine, 'productName' | 'productNameMr'>,
  language: PrintLanguage,
) => (language === 'mr' && line.productNameMr ? line.productNameMr : line.productName)

/** 'min / avg / max' of the day's rates for the line's product and grade, in the line's unit. */
const dayRateText = (line: BillLine) =>
  line.dayRate
    ? [line.dayRate.minRate, line.dayRate.averageRate, line.dayRate.maxRate].map(formatNumber).join(' / ')
    : '—'

export interface SoldLinesProps {
  lines: readonly BillLine[]
  labels: Labels
  language: PrintLanguage
  /** 80 mm paper: each line takes two rows instead of one wide one. */
  thermal: boolean
  /** Shows the day's min / average / max rate of each line's product and grade (the patti). */
  dayRates?: boolean
  /** Ends each token's lines with its sub-total (a group invoice); lines must come ordered by token. */
  subtotals?: boolean
  /** Names each token's farmer by code and village (the buyer's invoice: the lot, not the person). */
  farmers?: boolean
}

/** What a line adds to its token's sub-total: kg in hundredths and the amount in paise, so sums are exact. */
const subtotalFigures = (line: BillLine) => ({
  crates: line.crates,
  kgHundredths: toHundredths(line.netWeightKg),
  amountPaise: toPaise(line.amount),
})

/**
 * The goods of a bill: token, product, grade, crates, net kg, rate with its unit and amount per line,
 * optionally the day's rates beside each and a sub-total under each token. An estimated weight is
 * marked with an asterisk, explained under the table.
 */
export function SoldLines({
  lines,
  labels,
  language,
  thermal,
  dayRates = false,
  subtotals = false,
  farmers = false,
}: SoldLinesProps) {
  const groups = tokenSubtotals(lines, subtotalFigures)
  const estimated = lines.some((line) => line.estimatedWeight)
  const kg = (line: Pick<BillLine, 'netWeightKg' | 'estimatedWeight'>) =>
    `${formatNumber(line.netWeightKg)}${line.estimatedWeight ? '*' : ''}`
  const columns = thermal ? 3 : 7 + (dayRates ? 1 : 0) + (farmers ? 1 : 0)
  const farmerText = (line: BillLine) => `${line.farmerCode} · ${line.village}`

  return (
    <table className="w-full text-left" aria-label={labels.goods}>
      <thead>
        <tr className="border-b border-slate-400 align-bottom">
          {thermal ? (
            <>
              <th scope="col" className="py-1 pr-1">
                {labels.product}
              </th>
              <th scope="col" className="py-1 pr-1 text-right">
                {labels.rate}
              </th>
              <th scope="col" className="py-1 text-right">
                {labels.amount}
              </th>
            </>
          ) : (
            <>
              <th scope="col" className="py-1 pr-2">
                {labels.token}
              </th>
              {farmers && (
                <th scope="col" className="py-1 pr-2">
                  {labels.farmer}
                </th>
              )}
              <th scope="col" className="py-1 pr-2">
                {labels.product}
              </th>
              <th scope="col" className="py-1 pr-2">
                {labels.grade}
              </th>
              <th scope="col" className="py-1 pr-2 text-right">
                {labels.crates}
              </th>
              <th scope="col" className="py-1 pr-2 text-right">
                {labels.netKg}
              </th>
              <th scope="col" className="py-1 pr-2 text-right">
                {labels.rate}
              </th>
              {dayRates && (
                <th scope="col" className="py-1 pr-2 text-right">
                  {labels.dayRate}
                </th>
              )}
              <th scope="col" className="py-1 text-right">
                {labels.amount}
              </th>
            </>
          )}
        </tr>
      </thead>
      <tbody>
        {groups.map((group) => (
          <Fragment key={group.tokenKeyID}>
            {group.lines.map((line) =>
              thermal ? (
                <tr key={line.lineKeyID} className="border-b border-dotted border-slate-300 align-top">
                  <td className="py-0.5 pr-1">
                    {tokenLabel(line.tokenNo)} {productText(line, language)} {line.gradeName}
                    {farmers && (
                      <>
                        <br />
                        {labels.farmer} {farmerText(line)}
                      </>
                    )}
                    <br />
                    {line.crates > 0 && `${formatNumber(line.crates)} ${labels.crates} · `}
                    {kg(line)} {labels.kg}
                    {dayRates && line.dayRate && (
                      <>
                        <br />
                        <span className="text-slate-600">
                          {labels.dayRate}: {dayRateText(line)}
                        </span>
                      </>
                    )}
                  </td>
                  <td className="py-0.5 pr-1 text-right whitespace-nowrap">{rateText(line, labels)}</td>
                  <td className="py-0.5 text-right whitespace-nowrap tabular-nums">
                    {formatMoney(line.amount)}
                  </td>
                </tr>
              ) : (
                <tr key={line.lineKeyID} className="border-b border-dotted border-slate-300 align-top">
                  <td className="py-0.5 pr-2 whitespace-nowrap">{tokenLabel(line.tokenNo)}</td>
                  {farmers && <td className="py-0.5 pr-2">{farmerText(line)}</td>}
                  <td className="py-0.5 pr-2">{productText(line, language)}</td>
                  <td className="py-0.5 pr-2">{line.gradeName}</td>
                  <td className="py-0.5 pr-2 text-right tabular-nums">
                    {line.crates > 0 ? formatNumber(line.crates) : ''}
                  </td>
                  <td className="py-0.5 pr-2 text-right tabular-nums">{kg(line)}</td>
                  <td className="py-0.5 pr-2 text-right whitespace-nowrap">{rateText(line, labels)}</td>
                  {dayRates && (
                    <td className="py-0.5 pr-2 text-right whitespace-nowrap text-slate-600">
                      {dayRateText(line)}
                    </td>
                  )}
                  <td className="py-0.5 text-right whitespace-nowrap tabular-nums">
                    {formatMoney(line.amount)}
                  </td>
                </tr>
              ),
            )}
            {subtotals && (
              <tr className="border-b border-slate-400 font-semibold">
                <td colSpan={thermal ? 2 : 3 + (farmers ? 1 : 0)} className="py-0.5 pr-2">
                  {labels.subtotal} {tokenLabel(group.first.tokenNo)}
                </td>
                {!thermal && (
                  <>
                    <td className="py-0.5 pr-2 text-right tabular-nums">
                      {group.crates > 0 ? formatNumber(group.crates) : ''}
                    </td>
                    <td className="py-0.5 pr-2 text-right tabular-nums">
                      {formatNumber(fromPaise(group.kgHundredths))}
                    </td>
                    <td colSpan={dayRates ? 2 : 1} />
                  </>
                )}
                <td className="py-0.5 text-right whitespace-nowrap tabular-nums">
                  {formatMoney(fromPaise(group.amountPaise))}
                </td>
              </tr>
            )}
          </Fragment>
        ))}
      </tbody>
      {estimated && (
        <tfoot>
          <tr>
            <td colSpan={columns} className="pt-1 text-slate-600">
              * {labels.estimatedWeight}
            </td>
          </tr>
        </tfoot>
      )}
    </table>
  )
}
