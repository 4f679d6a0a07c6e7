import { useEffect, useRef } from 'react'
import uPlot from 'uplot'
import 'uplot/dist/uPlot.min.css'
import type { ChartModel } from './chart-models'

const HEIGHT = 240
/** Series colours, distinct for the common forms of colour blindness (Okabe–Ito). */
const PALETTE = ['#0072b2', '#e69f00', '#009e73', '#cc79a7', '#56b4e9', '#d55e00', '#000000']
const AXIS_FONT = '12px system-ui, sans-serif'
const GRID = { stroke: '#e2e8f0', width: 1 }

/** Integer positions carry a category; uPlot may also ask for the ones between. */
const categoryLabels = (model: ChartModel) => (_: uPlot, splits: number[]) =>
  splits.map((s) => {
    const category = Number.isInteger(s) ? model.categories[s] : undefined
    return category === undefined ? '' : model.tick(category)
  })

/** Widest category label in px, so a horizontal chart leaves room for its names. */
function labelWidth(labels: readonly string[]): number {
  const context = document.createElement('canvas').getContext('2d')
  if (!context) return 120
  context.font = AXIS_FONT
  return Math.ceil(Math.max(40, ...labels.map((l) => context.measureText(l).width))) + 24
}

function options(model: ChartModel, width: number): uPlot.Options {
  const n = model.categories.length
  const bars = model.kind === 'bars'
  // Bars run across, first category on top, so long names (buyers) read on the left.
  const categoryScale: uPlot.Scale = {
    time: false,
    range: [-0.5, n - 0.5],
    ...(bars ? { ori: 1, dir: -1 } : {}),
  }
  const valueScale: uPlot.Scale = {
    range: (_, __, max) => [0, max > 0 ? max * 1.1 : 1],
    ...(bars ? { ori: 0, dir: 1 } : {}),
  }
  return {
    width,
    height: bars ? Math.max(HEIGHT / 2, n * 32 + 40) : HEIGHT,
    legend: { show: model.series.length > 1 },
    cursor: { drag: { x: false, y: false } },
    scales: { x: categoryScale, y: valueScale },
    axes: [
      {
        side: bars ? 3 : 2,
        font: AXIS_FONT,
        grid: { show: false },
        // Every category named: a bar per row has room for its name, and 14 days fit as dd-MM.
        splits: () => model.categories.map((_, i) => i),
        values: categoryLabels(model),
        ...(bars ? { size: labelWidth(model.categories.map(model.tick)) } : {}),
      },
      {
        side: bars ? 2 : 3,
        font: AXIS_FONT,
        grid: GRID,
        size: bars ? 30 : 60,
        space: 60,
        values: (_, splits) => splits.map(model.axis),
      },
    ],
    series: [
      { label: model.categoryHead, value: (_, i) => (i === null ? '' : (model.categories[i] ?? '')) },
      ...model.series.map((s, i): uPlot.Series => {
        const colour = PALETTE[i % PALETTE.length]
        return {
          label: s.label,
          stroke: colour,
          value: (_, v) => (v === null ? '' : model.format(v)),
          ...(bars
            ? {
                fill: colour,
                width: 0,
                paths: uPlot.paths.bars?.({ size: [0.6, 28] }),
                points: { show: false },
              }
            : model.kind === 'points'
              ? { width: 0, paths: () => null, points: { show: true, size: 10, fill: colour } }
              : { width: 2, points: { show: true, size: 6 } }),
        }
      }),
    ],
  }
}

/** Draws a chart model on a canvas, at the width of its container. */
export function UPlotChart({ model }: { model: ChartModel }) {
  const host = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const element = host.current
    if (!element) return
    const data: uPlot.AlignedData = [model.categories.map((_, i) => i), ...model.series.map((s) => s.values)]
    const chart = new uPlot(options(model, element.clientWidth), data, element)
    const resize = new ResizeObserver(() =>
      chart.setSize({ width: element.clientWidth, height: chart.height }),
    )
    resize.observe(element)
    return () => {
      resize.disconnect()
      chart.destroy()
    }
  }, [model])
  return <div ref={host} />
}
