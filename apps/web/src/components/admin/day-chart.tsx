import { type KeyboardEvent, type PointerEvent, useEffect, useId, useRef, useState } from 'react'
import { useTranslation } from '../../lib/i18n.ts'
import { labelledDays, valueAxis } from './chart-scale.ts'

export interface ChartSeries {
  key: string
  label: string
  /** A text colour class: the series is drawn in `currentColor`. */
  colorClass: string
  values: number[]
}

interface DayChartProps {
  title: string
  days: string[]
  series: ChartSeries[]
  variant: 'line' | 'bar'
  /** A figure in full (legend, tooltip, table). */
  formatValue: (value: number) => string
  /** A figure on the value axis, short. */
  formatTick: (value: number) => string
  formatDay: (day: string) => string
  /** The smallest step of the value axis (100 for money in minor units: whole taka). */
  unit?: number
}

const height = 220
const margin = { top: 12, right: 12, bottom: 28, left: 64 }

/**
 * A chart of figures per day drawn as inline SVG: lines (or bars for one series), a value axis with round ticks and
 * 0, dates under it. Pointer or arrow keys pick a day, whose figures show beside it and are read out; the period's
 * total per series is in the legend and every figure is in a table under the chart.
 */
export function DayChart({
  title,
  days,
  series,
  variant,
  formatValue,
  formatTick,
  formatDay,
  unit = 1,
}: DayChartProps) {
  const { t } = useTranslation('admin')
  const captionId = useId()
  const frame = useRef<HTMLDivElement>(null)
  const width = useFrameWidth(frame)
  const [active, setActive] = useState<number | null>(null)

  const axis = valueAxis(
    series.flatMap((line) => line.values),
    { unit },
  )
  const plotWidth = Math.max(1, width - margin.left - margin.right)
  const plotHeight = height - margin.top - margin.bottom
  const slot = plotWidth / Math.max(1, days.length)
  const xOf = (index: number) => margin.left + slot * (index + 0.5)
  const yOf = (value: number) => margin.top + ((axis.max - value) / (axis.max - axis.min)) * plotHeight
  const labels = labelledDays(days.length, Math.max(2, Math.floor(plotWidth / 80)))
  const activeDay = active === null ? null : days[active]

  const pick = (event: PointerEvent<SVGSVGElement>) => {
    const box = event.currentTarget.getBoundingClientRect()
    const index = Math.floor((event.clientX - box.left - margin.left) / slot)
    setActive(index >= 0 && index < days.length ? index : null)
  }
  const step = (event: KeyboardEvent<SVGSVGElement>) => {
    const moves: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1 }
    const last = days.length - 1
    let next: number | null = null
    if (event.key in moves) next = Math.min(last, Math.max(0, (active ?? last) + (moves[event.key] ?? 0)))
    if (event.key === 'Home') next = 0
    if (event.key === 'End') next = last
    if (next === null) return
    event.preventDefault()
    setActive(next)
  }
  const describeDay = (index: number) =>
    `${formatDay(days[index] ?? '')}: ${series.map((line) => `${line.label} ${formatValue(line.values[index] ?? 0)}`).join(', ')}`

  return (
    <figure aria-labelledby={captionId} className="rounded-xl border border-night-700 bg-night-850 p-4">
      <figcaption id={captionId} className="text-sm font-semibold text-white">
        {title}
      </figcaption>
      <ul className="mt-2 flex flex-wrap gap-x-5 gap-y-1 text-xs text-slate-300">
        {series.map((line) => (
          <li key={line.key} className="flex items-center gap-1.5">
            <span
              aria-hidden="true"
              className={`inline-block size-2.5 rounded-sm bg-current ${line.colorClass}`}
            />
            <span>{line.label}</span>
            <span className="sr-only">{t('overview.charts.periodTotal')}</span>
            <span className="font-semibold tabular-nums text-white" data-series-total={line.key}>
              {formatValue(line.values.reduce((sum, value) => sum + value, 0))}
            </span>
          </li>
        ))}
      </ul>
      <div ref={frame} className="relative mt-3">
        <svg
          width={width}
          height={height}
          role="img"
          aria-label={t('overview.charts.summary', { title, count: days.length })}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: the chart takes arrow keys to move between days
          tabIndex={0}
          className="block max-w-full touch-pan-y rounded-md focus-visible:outline-2 focus-visible:outline-gold-400"
          onPointerMove={pick}
          onPointerDown={pick}
          onPointerLeave={() => setActive(null)}
          onKeyDown={step}
          onBlur={() => setActive(null)}
        >
          {axis.ticks.map((tick) => (
            <g key={tick} className={tick === 0 ? 'text-slate-500' : 'text-night-700'}>
              <line
                x1={margin.left}
                x2={width - margin.right}
                y1={yOf(tick)}
                y2={yOf(tick)}
                stroke="currentColor"
              />
              <text
                x={margin.left - 6}
                y={yOf(tick)}
                dy="0.32em"
                textAnchor="end"
                className="fill-slate-400 text-[10px] tabular-nums"
              >
                {formatTick(tick)}
              </text>
            </g>
          ))}
          {days.map((day, index) =>
            labels.has(index) ? (
              <text
                key={day}
                x={xOf(index)}
                y={height - 8}
                textAnchor="middle"
                className="fill-slate-400 text-[10px] tabular-nums"
              >
                {formatDay(day)}
              </text>
            ) : null,
          )}
          {active !== null ? (
            <rect
              x={margin.left + slot * active}
              y={margin.top}
              width={slot}
              height={plotHeight}
              className="fill-night-700/60"
            />
          ) : null}
          {series.map((line, seriesIndex) =>
            variant === 'bar' ? (
              <g key={line.key} className={line.colorClass}>
                {line.values.map((value, index) => {
                  const barWidth = Math.max(1, (slot * 0.7) / series.length)
                  const x = margin.left + slot * index + slot * 0.15 + barWidth * seriesIndex
                  const top = Math.min(yOf(value), yOf(0))
                  return (
                    <rect
                      key={days[index]}
                      x={x}
                      y={top}
                      width={barWidth}
                      height={Math.abs(yOf(value) - yOf(0))}
                      fill="currentColor"
                    />
                  )
                })}
              </g>
            ) : (
              <g key={line.key} className={line.colorClass}>
                <polyline
                  points={line.values.map((value, index) => `${xOf(index)},${yOf(value)}`).join(' ')}
                  fill="none"
                  stroke="currentColor"
                  strokeWidth={2}
                  strokeLinejoin="round"
                />
                {active !== null ? (
                  <circle cx={xOf(active)} cy={yOf(line.values[active] ?? 0)} r={4} fill="currentColor" />
                ) : null}
              </g>
            ),
          )}
        </svg>
        {active !== null && activeDay ? (
          <div
            aria-hidden="true"
            className="pointer-events-none absolute top-2 z-10 min-w-40 rounded-lg border border-night-600 bg-night-900/95 px-3 py-2 text-xs shadow-lg"
            style={
              xOf(active) > width / 2
                ? { right: Math.max(0, width - xOf(active) + 12) }
                : { left: xOf(active) + 12 }
            }
          >
            <p className="font-semibold text-white">{formatDay(activeDay)}</p>
            {series.map((line) => (
              <p key={line.key} className="mt-0.5 flex items-center justify-between gap-3 text-slate-300">
                <span className="flex items-center gap-1.5">
                  <span className={`inline-block size-2 rounded-sm bg-current ${line.colorClass}`} />
                  {line.label}
                </span>
                <span className="tabular-nums text-white">{formatValue(line.values[active] ?? 0)}</span>
              </p>
            ))}
          </div>
        ) : null}
        <p aria-live="polite" className="sr-only">
          {active !== null ? describeDay(active) : ''}
        </p>
      </div>
      <details className="mt-3 text-sm">
        <summary className="cursor-pointer text-xs font-semibold text-slate-400 hover:text-white">
          {t('overview.charts.showTable')}
        </summary>
        <div className="mt-2 max-h-72 overflow-auto rounded-lg border border-night-700 scrollbar-thin">
          <table className="w-full text-left text-xs">
            <caption className="sr-only">{title}</caption>
            <thead className="sticky top-0 bg-night-800 uppercase tracking-wide text-slate-400">
              <tr>
                <th scope="col" className="px-3 py-2">
                  {t('overview.charts.day')}
                </th>
                {series.map((line) => (
                  <th key={line.key} scope="col" className="px-3 py-2 text-right">
                    {line.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-night-700 text-slate-200">
              {days.map((day, index) => (
                <tr key={day}>
                  <th scope="row" className="px-3 py-1.5 font-normal tabular-nums">
                    {formatDay(day)}
                  </th>
                  {series.map((line) => (
                    <td key={line.key} className="px-3 py-1.5 text-right tabular-nums">
                      {formatValue(line.values[index] ?? 0)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  )
}

/** The element's width in CSS pixels, followed as it changes, so the chart's text keeps its size at any width. */
function useFrameWidth(frame: React.RefObject<HTMLDivElement | null>): number {
  const [width, setWidth] = useState(640)
  useEffect(() => {
    const element = frame.current
    if (!element) return
    setWidth(element.clientWidth || 640)
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(Math.round(entry.contentRect.width) || 640)
    })
    observer.observe(element)
    return () => observer.disconnect()
  }, [frame])
  return width
}
