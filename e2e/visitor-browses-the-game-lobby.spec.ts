import { expect, test } from './fixtures.ts'
import { englishCount, fetchLobby, revealTileActions } from './games.ts'

test('a visitor sees every category as a carousel with its real count', async ({ page, request }) => {
  const lobby = await fetchLobby(request)
  const categories = lobby.categories.filter((category) => category.games.length > 0)
  expect(categories.length).toBeGreaterThan(3)
  await page.goto('/')
  for (const category of categories) {
    const carousel = page.getByRole('region', { name: category.name.en, exact: true })
    await expect(carousel.getByText(englishCount(category.gameCount), { exact: true })).toBeVisible()
    await expect(carousel.getByRole('link', { name: category.name.en })).toHaveAttribute(
      'href',
      `/${category.slug}`,
    )
  }
  // Popular is a two-row grid filled column by column: its first two games stand one above the other.
  const [popular] = categories
  const popularRow = page.getByRole('region', { name: popular?.name.en ?? 'Popular', exact: true })
  const first = await popularRow.getByRole('article').nth(0).boundingBox()
  const second = await popularRow.getByRole('article').nth(1).boundingBox()
  expect(second?.x).toBeCloseTo(first?.x ?? -1, 0)
  expect(second?.y ?? 0).toBeGreaterThan((first?.y ?? 0) + (first?.height ?? 0))
})

test('the carousel arrows scroll a page at a time and disable at either end', async ({ page }) => {
  await page.goto('/')
  const carousel = page.getByRole('region', { name: 'Exclusives', exact: true })
  const previous = carousel.getByRole('button', { name: 'Previous Exclusives games' })
  const next = carousel.getByRole('button', { name: 'Next Exclusives games' })
  await carousel.scrollIntoViewIfNeeded()
  await expect(next).toBeEnabled()
  await expect(previous).toBeDisabled()
  const firstTile = carousel.getByRole('article').first()
  await expect(firstTile).toBeInViewport()

  for (let page = 0; page < 12 && (await next.isEnabled()); page++) await next.click()
  await expect(next).toBeDisabled()
  await expect(previous).toBeEnabled()
  await expect(firstTile).not.toBeInViewport()
  await expect(carousel.getByRole('article').last()).toBeInViewport()

  for (let page = 0; page < 12 && (await previous.isEnabled()); page++) await previous.click()
  await expect(previous).toBeDisabled()
  await expect(next).toBeEnabled()
  await expect(firstTile).toBeInViewport()
})

test('a carousel shows 2, 4, 5, 7 and 9 games at once as the screen widens', async ({ page }) => {
  await page.goto('/')
  const carousel = page.getByRole('region', { name: 'Slots', exact: true })
  // A carousel further down draws its tiles once it comes near the screen.
  await carousel.scrollIntoViewIfNeeded()
  const fullyVisibleTiles = () =>
    carousel.evaluate((section) => {
      const frame = section.getBoundingClientRect()
      return [...section.querySelectorAll('article')].filter((tile) => {
        const box = tile.getBoundingClientRect()
        return box.width > 0 && box.left >= frame.left - 1 && box.right <= frame.right + 1
      }).length
    })
  for (const [width, perView] of [
    [375, 2],
    [700, 4],
    [1300, 5],
    [1600, 7],
    [1920, 9],
  ] as const) {
    await page.setViewportSize({ width, height: 900 })
    await expect.poll(fullyVisibleTiles, { message: `${width} px` }).toBe(perView)
  }
})

test('PLAY asks a visitor to sign in first', async ({ page }) => {
  await page.goto('/')
  const tile = page.getByRole('region', { name: 'Popular', exact: true }).getByRole('article').first()
  await revealTileActions(tile)
  await tile.getByRole('button', { name: /^Play / }).click()
  await expect(page.getByText('Please login first')).toBeVisible()
  await expect(page.getByRole('dialog', { name: 'Login' })).toBeVisible()
})

test('DEMO opens the game in play money in a new tab that cannot reach the lobby', async ({
  page,
  request,
  context,
}) => {
  const lobby = await fetchLobby(request)
  const game = lobby.categories
    .flatMap((category) => category.games)
    // A Khela Original's DEMO opens the playable game itself (its own spec); this one is a provider's.
    .find((tile) => tile.hasDemo && tile.launchKind !== 'in_house')
  if (!game) throw new Error('the demo catalogue has no game with a demo')
  await page.goto('/')
  const tile = page.getByRole('article', { name: game.title }).first()
  await tile.scrollIntoViewIfNeeded()
  await revealTileActions(tile)
  const demo = tile.getByRole('link', { name: /^Demo .* \(opens in a new tab\)$/ })
  await expect(demo).toHaveAttribute('target', '_blank')
  await expect(demo).toHaveAttribute('rel', /noopener/)

  const [demoTab] = await Promise.all([context.waitForEvent('page'), demo.click()])
  await expect(demoTab).toHaveURL(new RegExp(`/play/${game.slug}\\?mode=demo$`))
  await expect(demoTab.getByRole('heading', { level: 1, name: game.title })).toBeVisible()
  await expect(demoTab.getByText('This game is not available yet')).toBeVisible()
  await expect(demoTab.getByText('Demo · play money')).toBeVisible()
  expect(await demoTab.evaluate(() => window.opener)).toBeNull()
})

test('the info button tells the game’s provider, RTP and categories', async ({ page, request }) => {
  const lobby = await fetchLobby(request)
  const game = lobby.categories[0]?.games[0]
  if (!game) throw new Error('the lobby has no games')
  await page.goto('/')
  const tile = page.getByRole('region', { name: 'Popular', exact: true }).getByRole('article').first()
  await revealTileActions(tile)
  await tile.getByRole('button', { name: /^Game info: / }).click()
  const info = tile.getByRole('dialog', { name: `About ${game.title}` })
  await expect(info.getByText(game.provider.name)).toBeVisible()
  await expect(info.getByText('RTP')).toBeVisible()
  await expect(info.getByText(/Popular/)).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(info).toBeHidden()
})

test('a keyboard reaches PLAY, DEMO and the details of a tile', async ({ page, request }) => {
  const game = (await fetchLobby(request)).categories[0]?.games[0]
  if (!game) throw new Error('the lobby has no games')
  await page.goto('/')
  const tile = page
    .getByRole('region', { name: 'Popular', exact: true })
    .getByRole('article', { name: game.title })
  await tile.getByRole('button', { name: `${game.title}: options` }).focus()
  await page.keyboard.press('Tab')
  const play = tile.getByRole('button', { name: `Play ${game.title}`, exact: true })
  await expect(play).toBeFocused()
  await expect(play).toBeVisible()
  await expect(play).toHaveCSS('opacity', '1')
})

test('a visitor reading Bengali sees the counts in Bengali digits', async ({
  page,
  context,
  baseURL,
  request,
}) => {
  const popular = (await fetchLobby(request)).categories[0]
  if (!popular) throw new Error('the lobby has no categories')
  await context.addCookies([{ name: 'khela_lang', value: 'bn', url: String(baseURL) }])
  await page.addInitScript(() => localStorage.setItem('khela.language', 'bn'))
  await page.goto('/')
  const count = `${new Intl.NumberFormat('bn-BD').format(popular.gameCount)}টি গেম`
  await expect(
    page.getByRole('region', { name: popular.name.bn, exact: true }).getByText(count),
  ).toBeVisible()
})
