import { expect, expectFrame, failedResponse, test } from './fixtures.ts'

// A one-segment path may be a lobby category the operator added; the catalogue answers 404 for this one.
test.use({ expectedConsoleError: failedResponse(404) })

test('a visitor following a broken link sees the 404 page inside the frame and finds the way back', async ({
  page,
}) => {
  await page.goto(`/no-such-page-${Date.now()}`)
  await expectFrame(page)
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText('Page not found')
  await expect(page.getByText('There is nothing at this address')).toBeVisible()
  await page.getByRole('main').getByRole('link', { name: 'Back to the lobby' }).click()
  await expect(page).toHaveURL(/\/$/)
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText('All Games')
})
