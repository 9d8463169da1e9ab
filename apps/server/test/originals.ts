import { errorBody } from '@khela/contracts/errors'
import { betResult } from '@khela/contracts/originals'
import { expect } from 'vitest'
import type { App } from '../src/app.ts'
import { depositFor, newKey } from './ledger.ts'
import { signUpPlayer } from './sign-up.ts'

type Response = { statusCode: number; body: string; json(): unknown }

export const errorOf = (response: { json(): unknown }) => errorBody.parse(response.json()).error

/** The originals' endpoints as one signed-in user (or a visitor, with null) calls them. */
export function originalsClient(app: App, cookie: string | null) {
  const headers: Record<string, string> = { origin: app.services.config.publicUrl }
  if (cookie) headers.cookie = cookie
  const withKey = (key: string | null) => (key === null ? headers : { ...headers, 'idempotency-key': key })
  const post = (url: string, payload: object, key: string | null = newKey('bet')) =>
    app.inject({ method: 'POST', url, headers: withKey(key), payload })
  return {
    rules: () => app.inject({ url: '/api/originals/rules', headers }),
    seeds: () => app.inject({ url: '/api/originals/seeds', headers }),
    rotate: (payload: object = {}) =>
      app.inject({ method: 'POST', url: '/api/originals/seeds/rotate', headers, payload }),
    dice: (payload: object, key?: string | null) => post('/api/originals/dice/bets', payload, key),
    limbo: (payload: object, key?: string | null) => post('/api/originals/limbo/bets', payload, key),
    headsTails: (payload: object, key?: string | null) =>
      post('/api/originals/heads-tails/bets', payload, key),
    startMines: (payload: object, key?: string | null) => post('/api/originals/mines/games', payload, key),
    reveal: (betId: string, tile: number) =>
      post(`/api/originals/mines/games/${betId}/reveal`, { tile }, null),
    cashOut: (betId: string) =>
      app.inject({ method: 'POST', url: `/api/originals/mines/games/${betId}/cashout`, headers }),
    currentMines: () => app.inject({ url: '/api/originals/mines/current', headers }),
    history: (query = '') => app.inject({ url: `/api/originals/bets${query}`, headers }),
    fairness: (betId: string) => app.inject({ url: `/api/originals/bets/${betId}/fairness`, headers }),
    adminBets: (query = '') => app.inject({ url: `/api/admin/originals/bets${query}`, headers }),
    settings: () => app.inject({ url: '/api/admin/originals/settings', headers }),
    saveSettings: (payload: unknown) =>
      app.inject({
        method: 'PUT',
        url: '/api/admin/originals/settings',
        headers,
        payload: payload as object,
      }),
  }
}

/** A registered player with this much cash (minor units), deposited through a test method. */
export async function fundedPlayer(app: App, cash: number) {
  const player = await signUpPlayer(app)
  if (cash > 0) await depositFor(app, player.userId, cash)
  return player
}

/** The bet answer of a request that must succeed. */
export function betOk(response: Response) {
  expect(response.statusCode, response.body).toBe(200)
  return betResult.parse(response.json())
}
