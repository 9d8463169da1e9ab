import {
  balanceCall,
  betCall,
  betWinCall,
  type FreeRoundWinCall,
  freeRoundWinCall,
  providerHeaders,
  rollbackCall,
  type WalletCall,
  walletAnswer,
  winCall,
} from '@khela/contracts/provider-wallet'
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { AppError } from '../../lib/app-error.ts'
import { assertSignedRequest } from '../../lib/request-signature.ts'
import { validationFields } from '../../plugins/errors.ts'
import { findWalletProvider } from '../catalog/find-wallet-provider.ts'
import { publishHints } from '../realtime/publish-hints.ts'
import { publishBalanceChanged } from '../wallet/publish-balance-changed.ts'
import { runFreeRoundWin } from './run-free-round-win.ts'
import { runWalletCall, type WalletCallOf } from './run-wallet-call.ts'
import { isAllowedAddress } from './wallet-signature.ts'

declare module 'fastify' {
  interface FastifyRequest {
    /** The wallet API's body exactly as received: the signature covers these bytes. */
    walletRawBody?: string
    /** The provider whose signature the wallet call carries, once checked. */
    walletProvider?: string
  }
}

const signedHeaders = z.object({
  [providerHeaders.provider]: z.string().max(40).optional(),
  [providerHeaders.timestamp]: z.string().max(20).optional(),
  [providerHeaders.signature]: z.string().max(200).optional(),
})

/** Refusals every wallet call can answer, beyond those its access brings (the caller's checks). */
const callRefusals = ['INVALID_TOKEN', 'WRONG_CURRENCY'] as const
const transactionRefusals = [...callRefusals, 'DUPLICATE_TRANSACTION', 'TRANSACTION_NOT_FOUND'] as const

const calls = {
  balance: {
    body: balanceCall,
    summary: 'What the player may stake: cash plus the bonus grant in play',
    errors: [...callRefusals, 'TOKEN_EXPIRED', 'PLAYER_BLOCKED'],
  },
  bet: {
    body: betCall,
    summary:
      'Take a stake: cash first, the bonus grant in play for the shortfall (INSUFFICIENT_FUNDS with the balance when both are short)',
    errors: [
      ...transactionRefusals,
      'TOKEN_EXPIRED',
      'PLAYER_BLOCKED',
      'LIMIT_REACHED',
      'INSUFFICIENT_FUNDS',
      'GAME_DISABLED',
      'ROUND_CLOSED',
    ],
  },
  win: {
    body: winCall,
    summary: 'Pay a win on a bet of the round (0 closes a lost round); accepted on an expired token',
    errors: [...transactionRefusals, 'TRANSACTION_ROLLED_BACK', 'ROUND_CLOSED'],
  },
  rollback: {
    body: rollbackCall,
    summary:
      'Undo a bet (its stake returns, any win on it is taken back) or a win; one naming a transaction not seen yet is kept, and that transaction never moves money',
    errors: [...transactionRefusals, 'INSUFFICIENT_FUNDS'],
  },
  'bet-win': {
    body: betWinCall,
    summary: "An instant game's stake and win in one call: both move or neither",
    errors: [
      ...transactionRefusals,
      'TOKEN_EXPIRED',
      'PLAYER_BLOCKED',
      'LIMIT_REACHED',
      'INSUFFICIENT_FUNDS',
      'GAME_DISABLED',
      'ROUND_CLOSED',
    ],
  },
  'free-round-win': {
    body: freeRoundWinCall,
    summary:
      "One spin of a free-round grant Khela sent the provider: its win (0 records the spin) paid to the player's bonus grant under the grant's wagering; FREE_ROUNDS_ENDED once the grant has ended or its spins are played (the provider cancels the spin); accepted on an expired token",
    errors: [...transactionRefusals, 'FREE_ROUNDS_ENDED'],
  },
} as const satisfies Record<WalletCall, object>

/**
 * The seamless wallet a game provider's server calls (docs/provider-wallet-api.md). In a scope of its own: the
 * body is kept as received for the signature, a malformed call is WRONG_SYNTAX rather than VALIDATION_FAILED,
 * and the caller (provider code, address, signature, timestamp) is checked before the body is validated.
 */
export async function walletApiRoutes(app: FastifyInstance) {
  const { database, realtime, config } = app.services
  await app.register(async (scope) => {
    scope.removeContentTypeParser('application/json')
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      request.walletRawBody = body as string
      try {
        done(null, JSON.parse(body as string))
      } catch {
        done(new AppError('WRONG_SYNTAX', { fields: { body: 'INVALID_JSON' } }), undefined)
      }
    })
    scope.addHook('preValidation', async (request) => assertCaller(request))
    scope.setErrorHandler((error: FastifyError, _request, reply) => {
      if (hasZodFastifySchemaValidationErrors(error))
        throw new AppError('WRONG_SYNTAX', { fields: validationFields(error) })
      if (error instanceof AppError && error.code === 'VALIDATION_FAILED')
        throw new AppError('WRONG_SYNTAX', { fields: error.fields })
      // The framework's own refusals of a body: not JSON (415), unreadable (400).
      if (!(error instanceof AppError) && (error.statusCode === 400 || error.statusCode === 415))
        throw new AppError('WRONG_SYNTAX', { fields: { body: 'INVALID_FORMAT' } })
      reply.log.debug({ code: error.code }, 'wallet call refused')
      throw error
    })

    const api = scope.withTypeProvider<ZodTypeProvider>()
    for (const call of Object.keys(calls) as WalletCall[]) {
      const { body, summary, errors } = calls[call]
      api.post(
        `/provider/v1/${call}`,
        {
          config: { access: 'provider', errors },
          schema: {
            tags: ['providers'],
            summary,
            headers: signedHeaders,
            body,
            response: { 200: walletAnswer },
          },
        },
        async (request, reply) => {
          const provider = request.walletProvider
          if (!provider) throw new AppError('UNKNOWN_PROVIDER')
          const result =
            call === 'free-round-win'
              ? await runFreeRoundWin(database.db, provider, request.body as FreeRoundWinCall)
              : await runWalletCall(
                  database.db,
                  provider,
                  { call, body: request.body } as WalletCallOf,
                  // Launch tokens expire in real time, whatever the rules' clock a test server may have moved.
                  new Date(),
                )
          if (result.hasMoved) await publishHints(request, [publishBalanceChanged(realtime, result.userId)])
          // The answer goes out as stored, the bytes a replay will get too: a walletAnswer's JSON, not re-serialised.
          return reply
            .type('application/json')
            .serializer((payload) => payload as string)
            .send(result.body as never)
        },
      )
    }
  })

  async function assertCaller(request: FastifyRequest) {
    const code = request.headers[providerHeaders.provider]
    const provider =
      typeof code === 'string' && code.length <= 40
        ? await findWalletProvider(database.db, config.secretsKey, code)
        : null
    if (!provider) throw new AppError('UNKNOWN_PROVIDER')
    if (!isAllowedAddress(provider.ips, request.ip)) throw new AppError('IP_NOT_ALLOWED')
    const header = (name: string) => {
      const value = request.headers[name]
      return typeof value === 'string' ? value : undefined
    }
    assertSignedRequest(
      {
        secret: provider.secret,
        timestamp: header(providerHeaders.timestamp),
        signature: header(providerHeaders.signature),
        rawBody: request.walletRawBody ?? '',
      },
      // The wall clock, not the rules' clock a test server may move: freshness is about the network's time.
      Date.now(),
    )
    request.walletProvider = provider.code
  }
}
