import { expect, isPhone, test } from './fixtures.ts'
import { newPlayer, registerPlayer } from './players.ts'

test('a visitor choosing a section is asked to sign in, then lands on it', async ({
  page,
  request,
  baseURL,
}) => {
  const player = newPlayer()
  await registerPlayer(request, baseURL ?? '', player)
  // The phone has no header navigation; its bottom bar is where a thumb goes for a section. (The sportsbook's
  // pages are open to visitors: its prices are public.)
  const [navName, section, sectionPath] = isPhone(page)
    ? (['Sections', 'Casino', /\/casino$/] as const)
    : (['Main navigation', 'Casino', /\/casino$/] as const)
  await page.goto('/')
  const nav = page.getByRole('navigation', { name: navName })

  await nav.getByRole('link', { name: section }).click()
  await expect(page.getByText('Please login first')).toBeVisible()
  const login = page.getByRole('dialog', { name: 'Login' })
  await expect(login).toBeVisible()
  await expect(page).not.toHaveURL(sectionPath)

  await login.getByRole('textbox', { name: 'Email' }).fill(player.email)
  await login.getByLabel('Password').fill(player.password)
  await login.getByRole('button', { name: 'Sign in', exact: true }).click()
  await expect(login).toBeHidden()
  await expect(page).toHaveURL(sectionPath)
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(section)
})

test('a signed-in player choosing a section is told it is not available yet', async ({
  page,
  request,
  baseURL,
}) => {
  const player = newPlayer()
  await registerPlayer(request, baseURL ?? '', player)
  await page.goto('/')
  await page.getByRole('banner').getByRole('button', { name: 'Sign in' }).click()
  const login = page.getByRole('dialog', { name: 'Login' })
  await login.getByRole('textbox', { name: 'Email' }).fill(player.email)
  await login.getByLabel('Password').fill(player.password)
  await login.getByRole('button', { name: 'Sign in', exact: true }).click()
  await expect(login).toBeHidden()

  const nav = page.getByRole('navigation', { name: isPhone(page) ? 'Sections' : 'Main navigation' })
  await nav.getByRole('link', { name: 'Live Dealers' }).click()
  const notice = page.getByRole('dialog', { name: 'Coming soon' })
  await expect(notice.getByText('This section is not available yet')).toBeVisible()
  await notice.getByRole('button', { name: 'OK' }).click()
  await expect(notice).toBeHidden()
  await expect(page).toHaveURL(/\/$/)
})
