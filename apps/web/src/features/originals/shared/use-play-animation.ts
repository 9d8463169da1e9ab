import { type RefObject, useEffect } from 'react'

/**
 * Plays a short animation on an element each time `trigger` changes (a new result), with the Web Animations API
 * so no stylesheet grows for it; skipped when the reader asks for reduced motion.
 */
export function usePlayAnimation(
  element: RefObject<HTMLElement | null>,
  trigger: unknown,
  keyframes: Keyframe[],
  durationMs: number,
) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: the animation replays on a new trigger only.
  useEffect(() => {
    if (trigger === null || trigger === undefined) return
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return
    element.current?.animate(keyframes, { duration: durationMs, easing: 'ease-out' })
  }, [trigger])
}
