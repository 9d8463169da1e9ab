import { expect, expectFrame, isPhone, test } from './fixtures.ts'
import { englishCount, fetchCategoryPage } from './games.ts'
import { playerRoutes } from './player-routes.ts'

test.describe('a visitor opens every section of the player site', () => {
  // One page for every route, a step each: a fresh browser context per route cost most of the time.
  test('every route renders its heading and title inside the frame', async ({ page }) => {
    test.setTimeout(120_000)
    const sections = page.getByRole('navigation', { name: isPhone(page) ? 'Sections' : 'Main navigation' })
    for (const { path, title } of playerRoutes) {
      await test.step(`${path} renders "${title}"`, async () => {
        await page.goto(path)
        await expectFrame(page)
        await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(title)
        await expect(page).toHaveTitle(`${title} · Khela`)
        await expect(sections).toBeVisible()
      })
    }
  })

  test('the category sidebar stays away from the player’s own pages @desktop', async ({ page }) => {
    const categories = page.getByRole('complementary', { name: 'Game categories' })
    await page.goto('/slots')
    await expect(categories).toBeVisible()
    for (const path of ['/profile', '/payment-history', '/rules']) {
      await page.goto(path)
      await expectFrame(page)
      await expect(categories).toBeHidden()
    }
  })

  // Bonuses, because a visitor choosing a game or sports section is asked to sign in instead.
  test('navigating from the header leads to the page named by the link', async ({ page }) => {
    await page.goto('/')
    const nav = page.getByRole('navigation', { name: isPhone(page) ? 'Sections' : 'Main navigation' })
    await nav.getByRole('link', { name: 'Bonuses' }).click()
    await expect(page).toHaveURL(/\/bonuses$/)
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText('Bonuses')
  })

  // Casino, Live Dealers, TV Games and Top Live Dealer show the games the operator assigned them, as categories do.
  test('the catalogue sections show their games, count and filters', async ({ page, request }) => {
    const sections = [
      { slug: 'casino', title: 'Casino' },
      { slug: 'live-dealers', title: 'Live Dealers' },
      { slug: 'tv-games', title: 'TV Games' },
      { slug: 'top-live-dealer', title: 'Top Live Dealer' },
    ]
    for (const { slug, title } of sections) {
      const expected = await fetchCategoryPage(request, slug, 'limit=1')
      expect(expected.category.gameCount, slug).toBeGreaterThan(0)
      await page.goto(`/${slug}`)
      const main = page.getByRole('main')
      await expect(main.getByText(englishCount(expected.category.gameCount), { exact: true })).toBeVisible()
      await expect(main.getByRole('list', { name: title }).getByRole('listitem').first()).toBeVisible()
      await expect(main.getByRole('combobox', { name: 'Provider' })).toBeVisible()
      await expect(main.getByText('on their way')).toHaveCount(0)
    }
  })
})
