/** The header's balance button: where focus goes after a sign-in that leads to no other page. */
export const balanceButtonId = 'balance-menu-button'

/**
 * Focuses what `find` returns as soon as it is in the page and no modal dialog is open, trying each frame for up
 * to `timeoutMs`. A closing <dialog> gives focus back to its opener, so focusing before it has closed would be
 * undone; and the target (a page's heading, the balance) often arrives a moment after the change that calls for it.
 */
export function focusWhenReady(
  find: () => HTMLElement | null,
  { timeoutMs = 5000, onFocus }: { timeoutMs?: number; onFocus?: (target: HTMLElement) => void } = {},
): void {
  const deadline = performance.now() + timeoutMs
  const attempt = () => {
    const target = document.querySelector('dialog[open]') ? null : find()
    if (target) {
      if (target.tabIndex < 0 && !target.hasAttribute('tabindex')) target.tabIndex = -1
      target.focus({ preventScroll: true })
      onFocus?.(target)
      return
    }
    if (performance.now() < deadline) requestAnimationFrame(attempt)
  }
  requestAnimationFrame(attempt)
}

/** The page's own title, the <h1> in <main>: named by its text, read out when it takes focus. */
export function findPageHeading(): HTMLElement | null {
  return document.querySelector<HTMLElement>('main h1')
}
