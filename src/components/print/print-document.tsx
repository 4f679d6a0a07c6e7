import { PRINT_SIZES } from '@contracts'
import { type ReactNode, useEffect, useState } from 'react'
import { Button } from '@/components/ui/button'
import { SelectField } from '@/components/ui/select'
import { cn } from '@/lib/cn'
import { type Labels, labelsFor, PRINT_LANGUAGES, type PrintLanguage } from './labels'
import './print.css'

export type PaperSize = (typeof PRINT_SIZES)[number]

/** The firm's header and footer, from its settings (Company/GetCompanyModel). */
export interface PrintFirm {
  companyName: string
  logoUrl: string
  address: string
  mobileNo: string
  gstin: string
  billFooter: string
  printSize: PaperSize
}

export interface PrintSettings {
  size: PaperSize
  language: PrintLanguage
  labels: Labels
  setSize: (size: PaperSize) => void
  setLanguage: (language: PrintLanguage) => void
}

/**
 * The paper and language a document prints in: the caller's size (a slip's 80 mm) or the firm's, and
 * English until Marathi is chosen. The Devanagari font is fetched only then, and bundled, so a print
 * looks the same on a counter PC without Marathi fonts.
 */
export function usePrintSettings(defaultSize: PaperSize): PrintSettings {
  const [size, setSize] = useState<PaperSize>(defaultSize)
  const [language, setLanguage] = useState<PrintLanguage>('en')
  useEffect(() => {
    if (language !== 'mr') return
    void import('@fontsource/noto-sans-devanagari/400.css')
    void import('@fontsource/noto-sans-devanagari/700.css')
  }, [language])
  return { size, language, labels: labelsFor(language), setSize, setLanguage }
}

/** One labelled line under the title: 'Entry No. 20', 'Date 21-11-2026'. */
export interface MetaRow {
  label: string
  value: ReactNode
}

export interface PrintDocumentProps {
  firm: PrintFirm
  settings: PrintSettings
  /** The document's name as printed ('Gate Slip'), in its language. */
  title: string
  meta: readonly MetaRow[]
  /** What the document is about: a slip's lines, a bill's table. */
  children: ReactNode
  /** Printed above the firm's own bill footer. */
  footer?: ReactNode
  /** More buttons in the on-screen toolbar, after Print (share on WhatsApp). */
  actions?: ReactNode
  /**
   * Drawn inside the app's frame, whose heading is the page's one h1: the document's title is then an
   * h2. Standalone documents (slips) title the page themselves.
   */
  embedded?: boolean
  /** Wide tables (reports) print across the page: the paper turned sideways, except a thermal roll. */
  landscape?: boolean
}

const SIZE_OPTIONS = PRINT_SIZES.map((size) => ({
  value: size,
  label: size === '80mm' ? '80 mm thermal' : size,
}))

const PAPER_WIDTH: Record<PaperSize, string> = {
  A4: 'w-[210mm] p-[12mm] text-sm',
  A5: 'w-[148mm] p-[8mm] text-sm',
  '80mm': 'w-[80mm] p-[3mm] text-xs',
}

const LANDSCAPE_WIDTH: Record<PaperSize, string> = {
  A4: 'w-[297mm] p-[10mm] text-xs',
  A5: 'w-[210mm] p-[8mm] text-xs',
  '80mm': PAPER_WIDTH['80mm'],
}

/**
 * The one printed document: firm header, title, meta rows, body, footer, on the chosen paper. The
 * toolbar (Print, paper size, language) shows on screen only; the page prints with the browser.
 */
export function PrintDocument({
  firm,
  settings,
  title,
  meta,
  children,
  footer,
  actions,
  embedded = false,
  landscape = false,
}: PrintDocumentProps) {
  const Title = embedded ? 'h2' : 'h1'
  const { size, language } = settings
  const thermal = size === '80mm'
  const sideways = landscape && !thermal
  return (
    <div
      className={cn(
        'bg-slate-100 print:min-h-0 print:bg-white print:py-0',
        embedded ? 'py-2' : 'min-h-screen py-6',
      )}
    >
      <div
        role="toolbar"
        aria-label="Print options"
        className="mx-auto mb-4 flex max-w-3xl flex-wrap items-center justify-center gap-3 px-4 print:hidden"
      >
        <Button onClick={() => window.print()}>Print</Button>
        {actions}
        <div className="w-44">
          <SelectField
            aria-label="Paper size"
            value={size}
            options={SIZE_OPTIONS}
            onChange={settings.setSize}
          />
        </div>
        <div className="w-48">
          <SelectField
            aria-label="Language"
            value={language}
            options={PRINT_LANGUAGES}
            onChange={settings.setLanguage}
          />
        </div>
      </div>
      <article
        lang={language}
        aria-label={title}
        data-paper={sideways ? `${size} landscape` : size}
        className={cn(
          sideways ? `print-paper-${size}-landscape` : `print-paper-${size}`,
          language === 'mr' && 'print-marathi',
          'mx-auto bg-white text-slate-900 shadow print:w-auto print:p-0 print:shadow-none',
          (sideways ? LANDSCAPE_WIDTH : PAPER_WIDTH)[size],
        )}
      >
        <header
          className={cn(
            'flex items-start gap-3 border-b border-slate-400 pb-2',
            thermal && 'flex-col items-center text-center',
          )}
        >
          {firm.logoUrl && (
            <img src={firm.logoUrl} alt="" className={cn('object-contain', thermal ? 'h-10' : 'h-14')} />
          )}
          <div className={cn('flex-1', thermal && 'w-full')}>
            <p className={cn('font-bold', thermal ? 'text-base' : 'text-xl')}>{firm.companyName}</p>
            {firm.address && <p>{firm.address}</p>}
            <p>
              {firm.mobileNo && (
                <span>
                  {settings.labels.mobile}: {firm.mobileNo}
                </span>
              )}
              {firm.mobileNo && firm.gstin && ' · '}
              {firm.gstin && (
                <span>
                  {settings.labels.gstin}: {firm.gstin}
                </span>
              )}
            </p>
          </div>
        </header>
        <Title
          className={cn(
            'my-2 text-center font-bold tracking-wide uppercase',
            thermal ? 'text-sm' : 'text-lg',
          )}
        >
          {title}
        </Title>
        <dl
          className={cn(
            'grid gap-x-3 gap-y-0.5',
            thermal ? 'grid-cols-[auto_1fr]' : 'grid-cols-[auto_1fr_auto_1fr]',
          )}
        >
          {meta.map((row) => (
            <div key={row.label} className="contents">
              <dt className="text-slate-600">{row.label}</dt>
              <dd className="font-medium">{row.value}</dd>
            </div>
          ))}
        </dl>
        <div className="mt-3">{children}</div>
        {(footer || firm.billFooter) && (
          <footer className="mt-3 border-t border-slate-400 pt-2 text-center">
            {footer}
            {firm.billFooter && <p className="whitespace-pre-line">{firm.billFooter}</p>}
          </footer>
        )}
      </article>
    </div>
  )
}
