import { randomBytes } from 'node:crypto'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { currencies } from '@khela/contracts/accounts'
import type { FastifyInstance, FastifyReply } from 'fastify'
import { z } from 'zod'
import { noFaults } from './faults.ts'
import { chips, euroRouletteRtp, maxTotalStake } from './games/euro-roulette.ts'
import { fortuneFiveRtp, stakes } from './games/fortune-five.ts'
import { type Language, languages, type StringKey, strings, translate } from './page/strings.ts'
import { findFreeRounds } from './page-state.ts'
import type { RoundDeps } from './play-round.ts'
import { type GameCode, gameCodes, type PlaySession } from './store.ts'

const pageDir = path.join(import.meta.dirname, 'page')
const assets = new Map(
  [
    ['game.css', 'text/css'],
    ['common.js', 'text/javascript'],
    ['fortune-five.js', 'text/javascript'],
    ['euro-roulette.js', 'text/javascript'],
  ].map(([file = '', type = '']) => [file, { type, body: readFileSync(path.join(pageDir, file)) }]),
)

const lang = z.enum(languages).catch('en')
const playQuery = z.object({
  token: z.string().min(1).max(200),
  player: z.string().min(1).max(100),
  currency: z.enum(currencies),
  lang,
})
const demoQuery = z.object({ lang })
/** Demo play money: 1,000.00 in a currency no one holds. */
const demoBalance = 100_000
const demoCurrency = 'FUN'

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)

function pageHtml(language: Language, title: string, body: string, config?: object) {
  const data = config
    ? `<script type="application/json" id="game-config">${JSON.stringify(config).replace(/</g, '\\u003c')}</script>`
    : ''
  return `<!doctype html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<link rel="stylesheet" href="/assets/game.css">
</head>
<body>
${body}
${data}
</body>
</html>
`
}

function messagePage(reply: FastifyReply, status: number, language: Language, message: string) {
  const title = translate(language, 'studio')
  return reply
    .code(status)
    .type('text/html; charset=utf-8')
    .send(
      pageHtml(
        language,
        title,
        `<main class="notice"><h1>${escapeHtml(title)}</h1><p role="alert">${escapeHtml(message)}</p></main>`,
      ),
    )
}

const rtpOf: Record<GameCode, number> = { 'fortune-five': fortuneFiveRtp, 'euro-roulette': euroRouletteRtp }

function gamePage(
  reply: FastifyReply,
  session: PlaySession,
  extra: { balance: number; freeRounds: object[] },
) {
  const language = session.lang
  const title = translate(language, session.game)
  const rtp = new Intl.NumberFormat(language === 'bn' ? 'bn-BD' : 'en', {
    style: 'percent',
    minimumFractionDigits: 2,
  }).format(rtpOf[session.game])
  const config = {
    session: session.id,
    game: session.game,
    lang: language,
    currency: session.currency,
    isDemo: session.mode === 'demo',
    balance: extra.balance,
    freeRounds: extra.freeRounds,
    stakes,
    chips,
    maxTotalStake,
    rtp,
    text: strings[language],
  }
  const body = `<main id="game" class="game ${session.game}" aria-labelledby="game-title"></main>
<script type="module" src="/assets/${session.game}.js"></script>`
  return reply.type('text/html; charset=utf-8').send(pageHtml(language, title, body, config))
}

const isGame = (game: string): game is GameCode => (gameCodes as readonly string[]).includes(game)

/**
 * The launch contract Khela builds against: `/play/{game}?token&player&currency&lang` for real money (the studio
 * checks the token with Khela's `balance` call before it shows anything) and `/demo/{game}?lang` for play money.
 * Both answer a page that works in an iframe; the page talks only to this studio.
 */
export function registerPageRoutes(app: FastifyInstance, deps: RoundDeps) {
  app.get<{ Params: { file: string } }>('/assets/:file', async (request, reply) => {
    const asset = assets.get(request.params.file)
    if (!asset) return reply.code(404).send({ error: { code: 'NOT_FOUND' } })
    return reply.type(asset.type).header('cache-control', 'no-cache').send(asset.body)
  })

  app.get<{ Params: { game: string } }>('/play/:game', async (request, reply) => {
    const language = lang.parse((request.query as { lang?: unknown }).lang)
    if (!isGame(request.params.game))
      return messagePage(reply, 404, language, translate(language, 'unknownGame'))
    const query = playQuery.safeParse(request.query)
    if (!query.success)
      return messagePage(
        reply,
        400,
        language,
        translate(language, 'unavailable', { reason: translate(language, 'INVALID_TOKEN') }),
      )
    const { token, player, currency } = query.data
    const game = request.params.game
    const checked = await deps.wallet.send('balance', { token, player, currency, game }, noFaults)
    if (checked.kind === 'unreachable')
      return messagePage(reply, 502, language, translate(language, 'walletDown'))
    if (checked.kind === 'refused') {
      const reason =
        checked.code in strings.en ? translate(language, checked.code as StringKey) : checked.code
      return messagePage(reply, 403, language, translate(language, 'unavailable', { reason }))
    }
    const session: PlaySession = {
      id: randomBytes(24).toString('base64url'),
      mode: 'real',
      game,
      lang: language,
      currency,
      token,
      player,
      createdAt: new Date().toISOString(),
    }
    deps.store.saveSession(session)
    return gamePage(reply, session, {
      balance: checked.answer.balance,
      freeRounds: findFreeRounds(deps.store, session).map(({ id, stake, remaining }) => ({
        id,
        stake,
        remaining,
      })),
    })
  })

  app.get<{ Params: { game: string } }>('/demo/:game', async (request, reply) => {
    const { lang: language } = demoQuery.parse(request.query)
    if (!isGame(request.params.game))
      return messagePage(reply, 404, language, translate(language, 'unknownGame'))
    const session: PlaySession = {
      id: randomBytes(24).toString('base64url'),
      mode: 'demo',
      game: request.params.game,
      lang: language,
      currency: demoCurrency,
      balance: demoBalance,
      createdAt: new Date().toISOString(),
    }
    deps.store.saveSession(session)
    return gamePage(reply, session, { balance: demoBalance, freeRounds: [] })
  })
}
