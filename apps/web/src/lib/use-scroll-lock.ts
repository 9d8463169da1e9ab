import { useEffect } from 'react'

// Several overlays can be open at once (the menu opens a modal); the page scrolls again only when the last closes.
let lockCount = 0

function lock(): void {
  lockCount += 1
  if (lockCount === 1) document.documentElement.dataset.scrollLocked = 'true'
}

function unlock(): void {
  lockCount -= 1
  if (lockCount === 0) delete document.documentElement.dataset.scrollLocked
}

/** Keeps the page behind an overlay from scrolling while `isLocked` (see `[data-scroll-locked]` in styles.css). */
export function useScrollLock(isLocked: boolean): void {
  useEffect(() => {
    if (!isLocked) return
    lock()
    return unlock
  }, [isLocked])
}
