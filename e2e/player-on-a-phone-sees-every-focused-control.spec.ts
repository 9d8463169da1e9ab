import { expect, test } from './fixtures.ts'
import { newPlayer, registerPlayer } from './players.ts'

// WCAG 2.4.11: on a 360 px phone the header and the bottom bar are fixed over the page; a control that takes focus
// from Tab or Shift+Tab is scrolled clear of both, never left (wholly or partly) under them.

test.use({ viewport: { width: 360, height: 740 } })

/** The focused element's box against the fixed bars', or null when it is one of the bars' own controls. */
function focusedPlacement() {
  const focused = document.activeElement
  if (!(focused instanceof HTMLElement) || focused === document.body) return null
  if (focused.closest('header.fixed, nav.fixed, dialog, [data-sonner-toaster]')) return null
  const box = focused.getBoundingClientRect()
  // Screen-reader-only text and the skip link (fixed itself) are not covered in any way that matters.
  if (box.width <= 1 || box.height <= 1 || getComputedStyle(focused).position === 'fixed') return null
  const header = document.querySelector('header.fixed')?.getBoundingClientRect()
  const bottomBar = document.querySelector('nav.fixed')?.getBoundingClientRect()
  const name =
    focused.getAttribute('aria-label') ?? focused.textContent?.trim().slice(0, 30) ?? focused.tagName
  return {
    name: `${focused.tagName.toLowerCase()} "${name}"`,
    top: box.top,
    bottom: box.bottom,
    headerBottom: header?.bottom ?? 0,
    barTop: bottomBar?.top ?? innerHeight,
  }
}

for (const key of ['Tab', 'Shift+Tab'] as const) {
  test(`every ${key} stop on Dice is clear of the header and the bottom bar @phone`, async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(120_000)
    await registerPlayer(page.request, String(baseURL), newPlayer())
    await page.goto('/games/dice')
    await expect(page.getByRole('button', { name: 'Bet', exact: true })).toBeVisible()
    if (key === 'Shift+Tab')
      await page.getByRole('contentinfo').evaluate(() => scrollTo(0, document.body.scrollHeight))

    const covered: string[] = []
    let checked = 0
    for (let press = 0; press < 150; press++) {
      await page.keyboard.press(key)
      const placement = await page.evaluate(focusedPlacement)
      if (!placement) continue
      checked += 1
      if (placement.top < placement.headerBottom - 1 || placement.bottom > placement.barTop + 1)
        covered.push(
          `${placement.name}: ${Math.round(placement.top)}–${Math.round(placement.bottom)} px, clear space ` +
            `${Math.round(placement.headerBottom)}–${Math.round(placement.barTop)} px`,
        )
    }
    expect(checked, 'focus stops checked').toBeGreaterThan(40)
    expect(covered).toEqual([])
  })
}
