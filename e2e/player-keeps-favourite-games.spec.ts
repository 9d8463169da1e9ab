import { expect, test } from './fixtures.ts'
import { fetchLobby, revealTileActions } from './games.ts'
import { newPlayer, registerPlayer } from './players.ts'

test('a player’s hearted game is in Favourites after a reload, and leaves when un-hearted', async ({
  page,
  baseURL,
}) => {
  // Three full loads of the signed-in lobby (hundreds of tiles, each with its heart): on the shared CI machine
  // that can outlast the default 30 s.
  test.slow()
  // With page.request the browser itself is signed in as the new player.
  await registerPlayer(page.request, baseURL ?? '', newPlayer())
  const game = (await fetchLobby(page.request)).categories[0]?.games[0]
  if (!game) throw new Error('the lobby has no games')
  await page.goto('/')
  const favourites = page.getByRole('region', { name: 'Favourites', exact: true })
  const tile = page
    .getByRole('region', { name: 'Popular', exact: true })
    .getByRole('article', { name: game.title })
  const heart = tile.getByRole('button', { name: 'Favourite' })
  // Hearts appear once the session is known and their code has loaded: give a loaded machine time for it.
  await expect(heart).toHaveAttribute('aria-pressed', 'false', { timeout: 15_000 })
  await expect(favourites).toBeHidden()

  const saved = page.waitForResponse(
    (response) => response.url().endsWith(`/api/catalog/me/favourites/${game.slug}`) && response.ok(),
  )
  await heart.click()
  await expect(heart).toHaveAttribute('aria-pressed', 'true')
  await saved

  await page.reload()
  await expect(favourites.getByRole('article', { name: game.title })).toBeVisible()
  await expect(heart).toHaveAttribute('aria-pressed', 'true')

  await favourites
    .getByRole('article', { name: game.title })
    .getByRole('button', { name: 'Favourite' })
    .click()
  await expect(favourites).toBeHidden()
  await expect(heart).toHaveAttribute('aria-pressed', 'false')
  await page.reload()
  await expect(heart).toHaveAttribute('aria-pressed', 'false')
  await expect(favourites).toBeHidden()
})

test('a player’s PLAY says the game is not available yet and lists it under Recently played', async ({
  page,
  baseURL,
}) => {
  await registerPlayer(page.request, baseURL ?? '', newPlayer())
  // A provider's game: a Khela Original's PLAY opens the game itself (its own specs).
  const game = (await fetchLobby(page.request)).categories[0]?.games.filter(
    (tile) => tile.launchKind !== 'in_house',
  )[1]
  if (!game) throw new Error('the lobby has no games')
  await page.goto('/')
  const tile = page
    .getByRole('region', { name: 'Popular', exact: true })
    .getByRole('article', { name: game.title })
  await revealTileActions(tile)
  await tile.getByRole('button', { name: /^Play / }).click()
  await expect(page).toHaveURL(new RegExp(`/play/${game.slug}$`))
  await expect(page.getByRole('heading', { level: 1, name: game.title })).toBeVisible()
  await expect(page.getByText('This game is not available yet')).toBeVisible()

  await page.goto('/')
  await expect(
    page
      .getByRole('region', { name: 'Recently played', exact: true })
      .getByRole('article', { name: game.title }),
  ).toBeVisible()
})
