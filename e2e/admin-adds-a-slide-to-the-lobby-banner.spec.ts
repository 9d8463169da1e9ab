import { backOfficeSidebar, signInToBackOffice } from './back-office.ts'
import { expect, failedResponse, test } from './fixtures.ts'
import { testPicture } from './test-images.ts'

test('an admin adds a slide with an uploaded picture and visitors see it in the lobby banner', async ({
  page,
}) => {
  const name = `Weekend cashback ${Date.now()}`
  await signInToBackOffice(page)
  const sidebar = await backOfficeSidebar(page)
  await sidebar.getByRole('button', { name: 'Frontend' }).click()
  await sidebar.getByRole('link', { name: 'Slider' }).click()
  await expect(page.getByRole('heading', { name: 'Frontend slider', level: 1 })).toBeVisible()

  await page.getByRole('button', { name: 'Add More Slider' }).click()
  const form = page.getByRole('form', { name: 'New slide' })
  await form.getByLabel('Name').fill(name)
  await form.getByLabel('Link (optional)').fill('/bonuses')
  await form.getByLabel('Picture').setInputFiles(testPicture('cashback.png'))
  await expect(form.getByRole('img', { name: 'The uploaded picture' })).toBeVisible()
  await form.getByRole('button', { name: 'Add slide' }).click()
  await expect(form).toBeHidden()
  const card = page.getByRole('list', { name: 'Slides in banner order' }).getByRole('listitem', { name })
  await expect(card).toBeVisible()
  await expect(card.getByRole('checkbox', { name: 'Shown in the lobby' })).toBeChecked()

  await page.goto('/')
  const banner = page.getByRole('region', { name: 'Featured offers' })
  const slide = banner.getByRole('group', { name: new RegExp(`: ${name}$`) })
  await expect(slide).toBeAttached()
  const picture = slide.getByRole('img', { name })
  await expect(picture).toHaveAttribute('src', /^\/api\/uploads\/[a-f0-9]{32}\.webp\?w=960$/)
  await expect(picture).toHaveAttribute('width', '1500')
  await expect(slide.getByRole('link')).toHaveAttribute('href', '/bonuses')
  // The banner moves on by itself: the current dot changes without anyone touching it (a mouse resting on
  // the banner would pause it, so it is moved away first).
  await page.mouse.move(0, 0)
  const current = banner.locator('button[aria-current="true"]')
  const firstShown = String(await current.getAttribute('aria-label'))
  await expect(banner.getByRole('button', { name: firstShown, exact: true })).toHaveAttribute(
    'aria-current',
    'false',
    {
      timeout: 10_000,
    },
  )
  // A dot takes the reader to its slide, and the banner keeps playing after that click.
  const dot = banner.getByRole('button', { name: new RegExp(`: ${name}$`) })
  await dot.click()
  await expect(dot).toHaveAttribute('aria-current', 'true')
  await page.mouse.move(0, 0)
  await expect(dot).toHaveAttribute('aria-current', 'false', { timeout: 10_000 })

  // The pause button stops it for good, for those who cannot rest a mouse on it (touch, screen readers): the
  // current slide stays through more than one 2.5 s autoplay interval, with the mouse away.
  await banner.getByRole('button', { name: 'Pause slides' }).click()
  const play = banner.getByRole('button', { name: 'Play slides' })
  await expect(play).toBeVisible()
  await page.mouse.move(0, 0)
  const stoppedOn = String(await current.getAttribute('aria-label'))
  const stoppedAt = Date.now()
  let moved = false
  await expect
    .poll(
      async () => {
        moved ||= (await current.getAttribute('aria-label')) !== stoppedOn
        return moved ? -1 : Date.now() - stoppedAt
      },
      { message: 'the paused banner stays on its slide', intervals: [250], timeout: 15_000 },
    )
    .toBeGreaterThan(3_500)
  // Play starts it again.
  await play.click()
  await expect(banner.getByRole('button', { name: 'Pause slides' })).toBeVisible()
  await page.mouse.move(0, 0)
  await expect(banner.getByRole('button', { name: stoppedOn, exact: true })).toHaveAttribute(
    'aria-current',
    'false',
    { timeout: 10_000 },
  )
})

test.describe('a file that is not a picture', () => {
  test.use({ expectedConsoleError: failedResponse(415) })

  test('the back office refuses it, in words', async ({ page }) => {
    await signInToBackOffice(page)
    await page.goto('/dashboard/fontendslider')
    await page.getByRole('button', { name: 'Add More Slider' }).click()
    const form = page.getByRole('form', { name: 'New slide' })
    await form.getByLabel('Picture').setInputFiles({
      name: 'notes.png',
      mimeType: 'image/png',
      buffer: Buffer.from('these are not pixels'),
    })
    await expect(form.getByRole('alert')).toHaveText(
      'This file is not an image. Upload a PNG, JPEG, WebP or AVIF picture.',
    )
  })
})
