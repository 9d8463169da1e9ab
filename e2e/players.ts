import type { APIRequestContext } from '@playwright/test'

export interface NewPlayer {
  email: string
  phone: string
  password: string
  dateOfBirth: string
}

/** A player no other test uses: a unique email and a unique Bangladeshi mobile (`017` + 8 digits). */
export function newPlayer(overrides: Partial<NewPlayer> = {}): NewPlayer {
  const digits = `${Math.floor(Math.random() * 1e8)}`.padStart(8, '0')
  return {
    email: `player-${Date.now()}-${digits}@khela.test`,
    phone: `017${digits}`,
    // admin-tightens-the-password-policy.spec.ts raises the policy mid-run to 10+ characters with a digit and
    // a symbol; every password an e2e player registers with must meet that as well as the default.
    password: 'khela-player-1',
    dateOfBirth: '1994-03-15',
    ...overrides,
  }
}

/**
 * Registers a player through the API, for tests whose subject is not registration itself, and returns their
 * id. With Playwright's `request` fixture the new session stays out of the browser under test; with
 * `page.request` the browser is signed in as the player.
 */
export async function registerPlayer(
  request: APIRequestContext,
  baseURL: string,
  player: NewPlayer,
): Promise<{ id: string }> {
  const response = await request.post('/api/accounts/register', {
    data: {
      email: player.email,
      phone: player.phone,
      password: player.password,
      currency: 'BDT',
      offer: 'welcome_crash_bonus',
      dateOfBirth: player.dateOfBirth,
      country: 'BD',
      termsAccepted: true,
    },
    headers: { origin: baseURL },
  })
  if (!response.ok()) throw new Error(`registering ${player.email} failed: ${response.status()}`)
  return ((await response.json()) as { user: { id: string } }).user
}
