import type { Page } from '@playwright/test'
import { expect, test } from './fixtures.ts'

// Nothing on the player site's main pages is written under 12 px (Bengali conjuncts cannot be read smaller), at a
// phone's width and a desktop's, in both languages; and a text field shows focus by more than its border's colour.

const pages = ['/', '/slots', '/games/dice?mode=demo', '/games/crash?mode=demo']

/** Each shown element with text of its own under 12 px, named by its tag, size and text. */
function textUnder12px(): string[] {
  const small: string[] = []
  for (const element of document.body.querySelectorAll<HTMLElement>('*')) {
    const ownText = [...element.childNodes]
      .filter((node) => node.nodeType === Node.TEXT_NODE)
      .map((node) => node.textContent ?? '')
      .join('')
      .trim()
    if (!ownText || !element.checkVisibility()) continue
    const size = Number.parseFloat(getComputedStyle(element).fontSize)
    if (size < 12) small.push(`<${element.tagName.toLowerCase()}> ${size}px "${ownText.slice(0, 30)}"`)
  }
  return small
}

async function openIn(page: Page, language: 'en' | 'bn') {
  await page.addInitScript((chosen) => localStorage.setItem('khela.language', chosen), language)
}

for (const language of ['en', 'bn'] as const) {
  test(`no text under 12 px on the main pages in ${language === 'en' ? 'English' : 'Bengali'}`, async ({
    page,
  }) => {
    await openIn(page, language)
    const problems: string[] = []
    for (const path of pages) {
      await page.goto(path)
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible()
      // The lobby's and category's tiles: their studio names are among what used to be small.
      if (!path.startsWith('/games')) await expect(page.getByRole('article').first()).toBeVisible()
      problems.push(...(await page.evaluate(textUnder12px)).map((problem) => `${path}: ${problem}`))
    }
    expect(problems).toEqual([])
  })
}

test('a text field shows focus by an outline, not only by its border colour', async ({ page }) => {
  await page.goto('/games/dice?mode=demo')
  const stake = page.getByRole('textbox', { name: 'Stake (taka)' })
  await stake.focus()
  const outline = await stake.evaluate((element) => {
    const style = getComputedStyle(element)
    return { style: style.outlineStyle, width: Number.parseFloat(style.outlineWidth) }
  })
  expect(outline.style).not.toBe('none')
  expect(outline.width).toBeGreaterThanOrEqual(2)
})
