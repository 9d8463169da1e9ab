import type { Page } from '@playwright/test'
import { expect, test } from './fixtures.ts'

// The site ships Noto Sans Bengali (styles.css), because a device without a Bengali font draws Bengali, and the
// taka sign ৳ in English, as empty boxes. This machine has a Bengali font of its own; the check is that the text
// is drawn with the shipped one, which the browser downloaded ("custom"), not with the machine's.
const family = 'Noto Sans Bengali Variable'

/** The fonts Chromium drew the first element matching `selector` with, as its devtools report them. */
async function fontsDrawing(page: Page, selector: string) {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('DOM.enable')
  await cdp.send('CSS.enable')
  const { root } = await cdp.send('DOM.getDocument')
  const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector })
  const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId })
  await cdp.detach()
  return fonts
}

/** The shipped face's status once the page's fonts have settled. */
const shippedFaceStatus = (page: Page) =>
  page.evaluate(async (name) => {
    await document.fonts.ready
    return [...document.fonts]
      .filter((face) => face.family.replace(/"/g, '') === name)
      .map((face) => face.status)
  }, family)

test('a visitor reading Bengali sees it drawn in the shipped Bengali font', async ({ page }) => {
  await page.goto('/bonuses')
  await page.getByRole('banner').getByRole('button', { name: 'Switch to বাংলা' }).click()
  const heading = page.getByRole('main').getByRole('heading', { level: 1 })
  await expect(heading).toHaveText('বোনাস')

  await expect.poll(() => shippedFaceStatus(page)).toEqual(['loaded'])
  await expect
    .poll(async () => (await fontsDrawing(page, 'main h1')).filter((font) => font.isCustomFont))
    .toEqual([expect.objectContaining({ familyName: expect.stringMatching(/Noto Sans Bengali/) })])
})

test('an English page without Bengali keeps the system font and never downloads the Bengali one', async ({
  page,
}) => {
  await page.goto('/bonuses')
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText('Bonuses')
  expect((await fontsDrawing(page, 'main h1')).some((font) => font.isCustomFont)).toBe(false)
  expect(await shippedFaceStatus(page)).toEqual(['unloaded'])

  // The taka sign is in the shipped face's range, so an English amount in ৳ is drawn with it; Latin is not.
  const facesFor = (text: string) =>
    page.evaluate(([name, sample]) => document.fonts.load(`700 16px "${name}"`, sample), [
      family,
      text,
    ] as const)
  expect(await facesFor('৳')).toHaveLength(1)
  expect(await facesFor('BDT 1,250.00')).toHaveLength(0)
})
