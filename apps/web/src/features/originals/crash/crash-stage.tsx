import { MULTIPLIER_SCALE } from '@khela/contracts/fairness'
import { CRASH_GROWTH_PER_MS } from '@khela/contracts/originals'
import { useEffect, useRef } from 'react'
import { useTranslation } from '../../../lib/i18n.ts'
import { formatFixed, formatMultiplier } from '../shared/format-multiplier.ts'
import type { CrashView } from './crash-clock.ts'
import type { CrashFrames } from './crash-frames.ts'
import type { CrashRound } from './crash-round.ts'

/** The axes start at 8 s of flight and ×2, and stretch as the round goes past them. */
const minAxisMs = 8_000
const minAxisMultiplier = 2
/** Points along the curve: smooth enough at any width, cheap enough for a low-end phone at 60 frames a second. */
const curvePoints = 48

/**
 * The round on screen: the curve on one <canvas> and the big multiplier (or the countdown), both drawn from the
 * page's frame loop without React; only the caption under them follows the round's phase.
 */
export function CrashStage({ round, frames }: { round: CrashRound | null; frames: CrashFrames }) {
  const { t } = useTranslation()
  const canvas = useRef<HTMLCanvasElement>(null)
  const value = useRef<HTMLSpanElement>(null)

  useEffect(() => {
    const element = canvas.current
    const context = element?.getContext('2d')
    if (!element || !context) return
    let width = 0
    let height = 0
    let lastDrawn = ''
    const resize = () => {
      const ratio = Math.min(2, window.devicePixelRatio || 1)
      width = element.clientWidth
      height = element.clientHeight
      element.width = Math.round(width * ratio)
      element.height = Math.round(height * ratio)
      context.setTransform(ratio, 0, 0, ratio, 0, 0)
      lastDrawn = ''
    }
    resize()
    const observer = new ResizeObserver(resize)
    observer.observe(element)
    const unsubscribe = frames.subscribe((view) => {
      const text = viewText(view, t)
      if (value.current && value.current.textContent !== text) {
        value.current.textContent = text
        value.current.dataset.phase = view.phase
      }
      const key = view.phase === 'running' ? `r${view.elapsedMs}` : `${view.phase}${text}`
      if (key === lastDrawn) return
      lastDrawn = key
      drawCurve(context, width, height, view)
    })
    return () => {
      unsubscribe()
      observer.disconnect()
    }
  }, [frames, t])

  const caption =
    !round || round.phase === 'betting'
      ? t('crash.phase.betting')
      : round.phase === 'running'
        ? t('crash.phase.running')
        : t('crash.phase.crashed')

  return (
    <div className="relative aspect-[16/10] w-full overflow-hidden rounded-xl bg-night-950 ring-1 ring-night-700">
      <canvas ref={canvas} aria-hidden className="absolute inset-0 size-full" />
      <div className="absolute inset-0 flex flex-col items-center justify-center gap-1 text-center">
        <span className="text-xs font-bold uppercase tracking-wider text-slate-400">{caption}</span>
        <span
          ref={value}
          data-testid="crash-multiplier"
          data-phase="betting"
          className="text-4xl font-extrabold tabular-nums text-white drop-shadow data-[phase=crashed]:text-red-500 data-[phase=running]:text-gold-300 sm:text-6xl"
        >
          …
        </span>
      </div>
      {/* The multiplier changes every frame; a reader hears the phase and the crash point instead. */}
      <p className="sr-only" aria-live="polite">
        {round?.phase === 'crashed' && round.crashPoint !== null
          ? t('crash.crashedAt', { multiplier: formatMultiplier(round.crashPoint) })
          : caption}
      </p>
    </div>
  )
}

/** The countdown in seconds with one decimal, in the reader's language and digits, or the multiplier. */
function viewText(view: CrashView, t: ReturnType<typeof useTranslation>['t']): string {
  if (view.phase === 'betting')
    return t('crash.countdown', { seconds: formatFixed(Math.round(Math.max(0, view.remainingMs) / 100), 1) })
  return formatMultiplier(view.multiplier)
}

function drawCurve(context: CanvasRenderingContext2D, width: number, height: number, view: CrashView) {
  context.clearRect(0, 0, width, height)
  if (view.phase === 'betting' || width === 0) return
  const multiplier = view.multiplier / MULTIPLIER_SCALE
  const elapsedMs =
    view.phase === 'running' ? view.elapsedMs : Math.log(Math.max(1, multiplier)) / CRASH_GROWTH_PER_MS
  const axisMs = Math.max(minAxisMs, elapsedMs * 1.1)
  const axisMultiplier = Math.max(minAxisMultiplier, multiplier * 1.1)
  const padding = 12
  const x = (ms: number) => padding + (ms / axisMs) * (width - 2 * padding)
  const y = (value: number) =>
    height - padding - ((value - 1) / (axisMultiplier - 1)) * (height - 2 * padding)

  context.beginPath()
  context.moveTo(x(0), y(1))
  for (let point = 1; point <= curvePoints; point++) {
    const ms = (elapsedMs * point) / curvePoints
    context.lineTo(x(ms), y(Math.exp(CRASH_GROWTH_PER_MS * ms)))
  }
  const isCrashed = view.phase === 'crashed'
  context.lineWidth = 3
  context.strokeStyle = isCrashed ? '#ef4444' : '#f5c542'
  context.stroke()
  context.lineTo(x(elapsedMs), y(1))
  context.closePath()
  context.fillStyle = isCrashed ? 'rgba(239, 68, 68, 0.15)' : 'rgba(245, 197, 66, 0.15)'
  context.fill()
}
