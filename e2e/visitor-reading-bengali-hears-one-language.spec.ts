import type { Page } from '@playwright/test'
import { expect, test } from './fixtures.ts'
import { fetchCategoryPage } from './games.ts'

// On a Bengali page every word in Latin letters (a game's or studio's name, a banner's words) is marked lang="en",
// so a screen reader switches voice for it, and numbers inside Bengali text are in Bengali digits.

/** Shown text (and image text alternatives) in Latin letters or digits where the language in force is Bengali. */
function untaggedLatinText(): string[] {
  const found: string[] = []
  const languageOf = (element: Element) => element.closest('[lang]')?.getAttribute('lang') ?? ''
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement
    const text = node.textContent?.trim() ?? ''
    if (!parent || !text || parent.closest('script, style, svg')) continue
    if (!parent.checkVisibility()) continue
    if (languageOf(parent).startsWith('bn') && /[A-Za-z0-9]/.test(text))
      found.push(`<${parent.tagName.toLowerCase()}> "${text.slice(0, 40)}"`)
  }
  for (const image of document.body.querySelectorAll('img[alt]')) {
    const alt = image.getAttribute('alt') ?? ''
    if (languageOf(image).startsWith('bn') && /[A-Za-z0-9]/.test(alt)) found.push(`<img alt="${alt}">`)
  }
  return found
}

async function readInBengali(page: Page) {
  await page.addInitScript(() => localStorage.setItem('khela.language', 'bn'))
}

test('the Bengali lobby and Dice tag every English word and write numbers in Bengali digits', async ({
  page,
}) => {
  await readInBengali(page)
  await page.goto('/')
  await expect(page.locator('html')).toHaveAttribute('lang', 'bn')
  await expect(page.getByRole('article').first()).toBeVisible()
  const problems = (await page.evaluate(untaggedLatinText)).map((problem) => `/: ${problem}`)

  await page.goto('/games/dice?mode=demo')
  await page.getByRole('button', { name: 'বাজি ধরুন', exact: true }).click()
  const outcome = page.getByTestId('bet-outcome')
  await expect(outcome).toContainText('উঠেছে')
  // "উঠেছে 36.58" was written with Latin digits.
  await expect(outcome).toHaveText(/উঠেছে [০-৯]+\.[০-৯]{2}/)
  problems.push(...(await page.evaluate(untaggedLatinText)).map((problem) => `dice: ${problem}`))
  expect(problems).toEqual([])
})

test('the Bengali password rules count characters in Bengali digits', async ({ page }) => {
  await readInBengali(page)
  await page.goto('/')
  await page.getByRole('banner').getByRole('button', { name: 'নিবন্ধন' }).click()
  const dialog = page.getByRole('dialog')
  // "অন্তত 8টি অক্ষর" was written with a Latin 8.
  await expect(dialog.getByText(/অন্তত [০-৯]+টি অক্ষর/)).toBeVisible()
  await expect(dialog.getByText(/অন্তত [0-9]/)).toHaveCount(0)
})

test('PLAY, DEMO and Game info name the game, and DEMO says it opens a new tab', async ({
  page,
  request,
}) => {
  const game = (await fetchCategoryPage(request, 'slots')).games.find((each) => each.hasDemo)
  if (!game) throw new Error('no slot has a demo')
  const { title } = game
  await page.goto('/slots')
  const tile = page.getByRole('article', { name: title, exact: true }).first()
  await tile.getByRole('button', { name: `${title}: options` }).focus()
  await expect(tile.getByRole('button', { name: `Play ${title}`, exact: true })).toBeVisible()
  await expect(
    tile.getByRole('link', { name: `Demo ${title} (opens in a new tab)`, exact: true }),
  ).toBeVisible()
  await expect(tile.getByRole('button', { name: `Game info: ${title}`, exact: true })).toBeAttached()
})
