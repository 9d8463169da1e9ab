import type { RunningServer } from './server.ts'

/** A player registered (and so signed in) through the API: their id and session cookie. */
export async function registerPlayer(
  server: RunningServer,
  index: number,
): Promise<{ id: string; cookie: string }> {
  const digits = `${index}`.padStart(8, '0')
  const response = await fetch(`${server.url}/api/accounts/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.url },
    body: JSON.stringify({
      email: `bench-${digits}@khela.test`,
      phone: `017${digits}`,
      password: 'bench-player-1',
      currency: 'BDT',
      offer: 'welcome_crash_bonus',
      dateOfBirth: '1990-01-01',
      country: 'BD',
      termsAccepted: true,
    }),
  })
  if (!response.ok)
    throw new Error(`registering bench player ${index}: ${response.status} ${await response.text()}`)
  const cookie = response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ')
  const { user } = (await response.json()) as { user: { id: string } }
  return { id: user.id, cookie }
}
