import type { EmblaCarouselType, EmblaOptionsType } from 'embla-carousel'
import { type RefObject, useEffect, useRef, useState } from 'react'

/** Runs `task` when the browser has a moment with nothing else to do (soon, where it cannot tell); returns a cancel. */
function whenIdle(task: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(task, { timeout: 1000 })
    return () => cancelIdleCallback(id)
  }
  const id = setTimeout(task, 50)
  return () => clearTimeout(id)
}

// Embla is its own chunk, fetched once a carousel is drawn: nothing needs it before a carousel starts, and the
// lobby's first download is budgeted.
let emblaModule: Promise<typeof import('embla-carousel')> | undefined
const loadEmbla = () => {
  emblaModule ??= import('embla-carousel')
  return emblaModule
}

/**
 * Embla on the element `ref` is attached to, started once `isEnabled` and the browser is idle. Starting measures
 * every slide: started the moment React adopted the lobby (as embla-carousel-react does, through a ref that sets
 * state), the carousels made one long task together with the adoption; now each starts in a moment of its own.
 * Until then the carousel is the server's markup: its arrows disabled, a swipe does not move it yet.
 */
export function useIdleEmbla<T extends HTMLElement>(
  options: EmblaOptionsType,
  isEnabled = true,
): [RefObject<T | null>, EmblaCarouselType | undefined] {
  const ref = useRef<T>(null)
  const [embla, setEmbla] = useState<EmblaCarouselType>()
  // Options hold plain values: as text, a changed one restarts embla and an equal new object does not.
  const optionsKey = JSON.stringify(options)
  useEffect(() => {
    const viewport = ref.current
    if (!isEnabled || !viewport) return
    let started: EmblaCarouselType | undefined
    let isCancelled = false
    let cancelStart = () => {}
    loadEmbla().then(
      ({ default: EmblaCarousel }) => {
        if (isCancelled) return
        // Each carousel in an idle moment of its own, not all of them as soon as the chunk arrives.
        cancelStart = whenIdle(() => {
          started = EmblaCarousel(viewport, JSON.parse(optionsKey) as EmblaOptionsType)
          setEmbla(started)
        })
      },
      () => {
        // Offline before the chunk came: the carousel stays as drawn (arrows disabled) until it is drawn again.
        emblaModule = undefined
      },
    )
    return () => {
      isCancelled = true
      cancelStart()
      started?.destroy()
      setEmbla(undefined)
    }
  }, [isEnabled, optionsKey])
  return [ref, embla]
}
