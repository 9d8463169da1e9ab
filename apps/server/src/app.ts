import { randomUUID } from 'node:crypto'
import path from 'node:path'
import compress from '@fastify/compress'
import cookie from '@fastify/cookie'
import rateLimit from '@fastify/rate-limit'
import websocket from '@fastify/websocket'
import Fastify, { type FastifyInstance } from 'fastify'
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod'
import type { Config } from './config.ts'
import { createDatabase, type Database } from './db/client.ts'
import { applyMigrations } from './db/migrate.ts'
import { installBetBonusRules } from './lib/bet-bonuses.ts'
import { installBonusProfileReader } from './lib/bonus-profiles.ts'
import { clock } from './lib/clock.ts'
import { installFreeRoundWinPayer } from './lib/free-round-wins.ts'
import { createLeader } from './lib/leader.ts'
import { loggerOptions } from './lib/logger-options.ts'
import { installPlayerExitSteps } from './lib/player-exits.ts'
import { installPlayerGates } from './lib/player-gates.ts'
import { accountsRoutes } from './modules/accounts/accounts.routes.ts'
import { adminUsersRoutes } from './modules/accounts/admin-users.routes.ts'
import { findBonusProfile } from './modules/accounts/find-bonus-profile.ts'
import { profileRoutes } from './modules/accounts/profile.routes.ts'
import { auditRoutes } from './modules/audit/audit.routes.ts'
import { authRoutes } from './modules/auth/auth.routes.ts'
import { adminBonusesRoutes } from './modules/bonuses/admin-bonuses.routes.ts'
import { adminCashbackRoutes } from './modules/bonuses/admin-cashback.routes.ts'
import { bonusesRoutes } from './modules/bonuses/bonuses.routes.ts'
import { convertGrant } from './modules/bonuses/convert-grant.ts'
import { endGrant } from './modules/bonuses/end-grant.ts'
import { expireGrants } from './modules/bonuses/expire-grants.ts'
import { feedSettledBet } from './modules/bonuses/feed-settled-bet.ts'
import { findBonusInPlay } from './modules/bonuses/find-bonus-in-play.ts'
import { findBonusShareAccount } from './modules/bonuses/find-bonus-share-account.ts'
import { forfeitPlayerGrants } from './modules/bonuses/forfeit-player-grants.ts'
import { createFreeRoundsClient, type FreeRoundsApi } from './modules/bonuses/free-rounds-client.ts'
import { payFreeRoundWin } from './modules/bonuses/pay-free-round-win.ts'
import { payLastWeekCashback } from './modules/bonuses/pay-last-week-cashback.ts'
import { type FreeRoundsApiOf, sendFreeRounds } from './modules/bonuses/send-free-rounds.ts'
import { takeBetBonus } from './modules/bonuses/take-bet-bonus.ts'
import { takeFreeBet } from './modules/bonuses/take-free-bet.ts'
import { unwagerGrant } from './modules/bonuses/unwager-grant.ts'
import { depositsRoutes } from './modules/cashier/deposits.routes.ts'
import { paymentMethodsRoutes } from './modules/cashier/payment-methods.routes.ts'
import { withdrawalsRoutes } from './modules/cashier/withdrawals.routes.ts'
import { adminCatalogRoutes } from './modules/catalog/admin-catalog.routes.ts'
import { adminProvidersRoutes } from './modules/catalog/admin-providers.routes.ts'
import { catalogRoutes } from './modules/catalog/catalog.routes.ts'
import { playerGamesRoutes } from './modules/catalog/player-games.routes.ts'
import { complianceRoutes } from './modules/compliance/compliance.routes.ts'
import { openIpCountryLookup } from './modules/compliance/open-ip-country-lookup.ts'
import { registerPlayRegionChecks } from './modules/compliance/play-region-checks.ts'
import { adminContentRoutes } from './modules/content/admin-content.routes.ts'
import { contentRoutes } from './modules/content/content.routes.ts'
import { healthRoutes } from './modules/health/health.routes.ts'
import { adminKycRoutes } from './modules/kyc/admin-kyc.routes.ts'
import { kycRoutes } from './modules/kyc/kyc.routes.ts'
import { mailRoutes } from './modules/mail/mail.routes.ts'
import { createMailer } from './modules/mail/mailer.ts'
import { verificationEmail } from './modules/mail/verification-email.ts'
import { adminCrashRoutes } from './modules/originals/admin-crash.routes.ts'
import { adminOriginalsRoutes } from './modules/originals/admin-originals.routes.ts'
import { crashRoutes } from './modules/originals/crash.routes.ts'
import { startCrashEngine } from './modules/originals/crash-engine.ts'
import { originalsRoutes } from './modules/originals/originals.routes.ts'
import { overviewRoutes } from './modules/overview/overview.routes.ts'
import { adminPartnersRoutes } from './modules/partners/admin-partners.routes.ts'
import { agentPortalRoutes } from './modules/partners/agent-portal.routes.ts'
import { agentsAdminRoutes } from './modules/partners/agents-admin.routes.ts'
import { closeEndedCommissionPeriods } from './modules/partners/close-commission-period.ts'
import { commissionsRoutes } from './modules/partners/commissions.routes.ts'
import { expireShopWithdrawals } from './modules/partners/expire-shop-withdrawals.ts'
import { partnersRoutes } from './modules/partners/partners.routes.ts'
import { shopWithdrawalsRoutes } from './modules/partners/shop-withdrawals.routes.ts'
import { trackingRoutes } from './modules/partners/tracking.routes.ts'
import { playerGates } from './modules/protection/player-gates.ts'
import { adminProviderRoundsRoutes } from './modules/providers/admin-provider-rounds.routes.ts'
import { openProviderGame } from './modules/providers/open-provider-game.ts'
import { playerRoundsRoutes } from './modules/providers/player-rounds.routes.ts'
import { reconciliationRoutes } from './modules/providers/reconciliation.routes.ts'
import { walletApiRoutes } from './modules/providers/wallet-api.routes.ts'
import { realtimeRoutes } from './modules/realtime/realtime.routes.ts'
import { createRealtimeHub } from './modules/realtime/realtime-hub.ts'
import { responsibleGamblingRoutes } from './modules/responsible-gambling/responsible-gambling.routes.ts'
import { testClockRoutes } from './modules/responsible-gambling/test-clock.routes.ts'
import { riskRoutes } from './modules/risk/risk.routes.ts'
import { findSiteSettings } from './modules/settings/find-site-settings.ts'
import { settingsRoutes } from './modules/settings/settings.routes.ts'
import { adminFeedSourcesRoutes } from './modules/sportsbook/admin-feed-sources.routes.ts'
import { adminResettlementRoutes } from './modules/sportsbook/admin-resettlement.routes.ts'
import { adminSportsbookRoutes } from './modules/sportsbook/admin-sportsbook.routes.ts'
import { adminSportsbookRiskRoutes } from './modules/sportsbook/admin-sportsbook-risk.routes.ts'
import { decidePendingBets } from './modules/sportsbook/decide-pending-bets.ts'
import { feedFetchLimits } from './modules/sportsbook/fetch-feed-document.ts'
import { liveFeedRoutes } from './modules/sportsbook/live-feed.routes.ts'
import { pollDueFeedSources } from './modules/sportsbook/poll-due-feed-sources.ts'
import { resettleSportBets } from './modules/sportsbook/resettle-sport-bets.ts'
import { runAutoCashOuts } from './modules/sportsbook/run-auto-cash-outs.ts'
import { settleSportBets } from './modules/sportsbook/settle-sport-bets.ts'
import { sportsbookRoutes } from './modules/sportsbook/sportsbook.routes.ts'
import { suspendSilentEvents } from './modules/sportsbook/suspend-silent-events.ts'
import { createDiskImageStore } from './modules/uploads/image-store.ts'
import { uploadsRoutes } from './modules/uploads/uploads.routes.ts'
import { walletRoutes } from './modules/wallet/wallet.routes.ts'
import { registerApiDocs } from './plugins/api-docs.ts'
import { registerCsrfProtection } from './plugins/csrf.ts'
import { registerErrorHandling } from './plugins/errors.ts'
import { registerInputChecks } from './plugins/input-checks.ts'
import { registerPermissionChecks } from './plugins/permissions.ts'
import { registerSecurityHeaders } from './plugins/security-headers.ts'
import { registerWebApp } from './plugins/web-app.ts'
import { referenceProviderCode } from './seed/seed-reference-provider.ts'
import { createAuth } from './session/auth.ts'
import { sessionRevokedChannel } from './session/session-cache.ts'

export type App = FastifyInstance

/** When the leader first sweeps for bets a settlement left unfinished, and how often after. */
const settlementFirstSweepMs = 60_000
const settlementSweepMs = 5 * 60_000
/** How often the leader looks for feed sources due a poll (each has its own interval, a minute at least). */
const feedSweepMs = 30_000
/** The first sweep comes soon after taking the lead, so sources due at start (the match simulator's) come in. */
const feedFirstSweepMs = 5_000
/** How often the leader looks for events in play whose live feed fell silent (the limits are 1 s and more). */
const liveWatchdogMs = 1_000
/** How often the leader looks for in-play bets whose delay has ended: a decision comes at most this late. */
const pendingBetsSweepMs = 250
/** How often the leader expires bonus grants whose time is up (a grant lives days, so a minute late is nothing). */
const bonusExpiryMs = 60_000
/**
 * How often the leader pays the last ended week's cashback: hourly, so it is paid within the hour after Monday
 * 00:00 and a run cut short is finished soon; runs after that find everyone paid.
 */
const cashbackSweepMs = 60 * 60_000
/** How often the leader expires shop withdrawals past their day (a code lives a day: a minute late is nothing). */
const shopWithdrawalExpiryMs = 60_000
/** How often the leader sends free-spins grants due to their provider (one unreachable waits its own backoff). */
const freeRoundsSweepMs = 5_000
/** How often the leader cashes out the bets whose offer reached the amount their player set. */
const autoCashOutMs = 2_000

/** The providers whose free-rounds API Khela knows: the reference provider, given its admin token. */
function freeRoundsApisOf(config: Config): FreeRoundsApiOf {
  const apis = new Map<string, FreeRoundsApi>()
  if (config.referenceProvider?.adminToken)
    apis.set(
      referenceProviderCode,
      createFreeRoundsClient({
        url: config.referenceProvider.url,
        adminToken: config.referenceProvider.adminToken,
        timeoutMs: 5_000,
      }),
    )
  return (providerCode) => apis.get(providerCode) ?? null
}

/**
 * Leader work that runs `work` after `firstMs`, then `everyMs` after each run ends. Stepping down stops the timer
 * and waits for a run under way, so the database is never closed under it.
 */
function repeatWhileLeading(
  work: () => Promise<unknown>,
  timing: { firstMs: number; everyMs: number },
  onError: (error: unknown) => void,
): () => () => Promise<void> {
  return () => {
    let isLeading = true
    let running: Promise<void> = Promise.resolve()
    let timer: NodeJS.Timeout | undefined
    const runAfter = (ms: number) => {
      timer = setTimeout(() => {
        running = work()
          .then(() => undefined, onError)
          .finally(() => {
            if (isLeading) runAfter(timing.everyMs)
          })
      }, ms)
    }
    runAfter(timing.firstMs)
    return async () => {
      isLeading = false
      clearTimeout(timer)
      await running
    }
  }
}

/**
 * Builds the whole application without listening, so tests drive it with `inject()`.
 * `database` may be handed in already open (tests use an in-memory PGlite); either way the app closes it.
 */
export async function buildApp(config: Config, options: { database?: Database } = {}): Promise<App> {
  const app = Fastify({
    logger: loggerOptions(config),
    genReqId: () => randomUUID(),
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    return503OnClosing: true,
    forceCloseConnections: 'idle',
  }).withTypeProvider<ZodTypeProvider>()

  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(serializerCompiler)
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id)
  })
  registerErrorHandling(app, { noteUndocumented: config.env === 'test' })
  registerInputChecks(app)
  installPlayerGates(playerGates)
  // A player who excludes themselves or whose account closes forfeits their bonuses: no bonus waits on the ledger.
  installPlayerExitSteps([(tx, exit) => forfeitPlayerGrants(tx, exit)])
  installBonusProfileReader(findBonusProfile)
  installBetBonusRules({
    take: takeBetBonus,
    takeFreeBet,
    feedSettled: feedSettledBet,
    shareAccount: findBonusShareAccount,
    convert: async (tx, grantId) => (await convertGrant(tx, { grantId }))?.convertedAmount ?? 0,
    useFreeBet: async (tx, grantId) => {
      await endGrant(tx, { grantId, outcome: 'used', actorId: null, ipAddress: null, now: clock.now() })
    },
    inPlay: findBonusInPlay,
    unwager: unwagerGrant,
  })
  installFreeRoundWinPayer(payFreeRoundWin)

  // Before the database opens: a bad file stops the start without leaving a connection behind.
  const ipCountries = openIpCountryLookup(config.geoIpDatabase)
  const database = options.database ?? (await createDatabase(config.database, app.log))
  await applyMigrations(database)
  const realtime = await createRealtimeHub(database, app.log)
  const mailer = createMailer(config, database)
  const leader = createLeader(database, { pollMs: config.leaderPollMs, log: app.log })
  if (config.crashEngine)
    leader.whileLeading(() => startCrashEngine({ db: database.db, realtime, log: app.log }).stop)
  // Bets a settlement left unfinished (a crash, a restart) are settled by whoever leads: a sweep a minute after
  // taking the lead, when the instance's start-up work is done, and every five minutes after.
  leader.whileLeading(
    repeatWhileLeading(
      // Resettlement runs even when a settlement batch fails (logged after), so one bad bet holds up no correction.
      async () => {
        const failed = await settleSportBets(database.db, { realtime, log: app.log }).then(
          () => null,
          (error: unknown) => ({ error }),
        )
        await resettleSportBets(database.db, { realtime, log: app.log })
        if (failed) throw failed.error
      },
      { firstMs: settlementFirstSweepMs, everyMs: settlementSweepMs },
      (error) => app.log.warn({ err: error }, 'sportsbook settlement sweep failed'),
    ),
  )
  // Feed sources due a poll are fetched by whoever leads.
  leader.whileLeading(
    repeatWhileLeading(
      () => pollDueFeedSources(database.db, { limits: feedFetchLimits(config) }),
      { firstMs: feedFirstSweepMs, everyMs: feedSweepMs },
      (error) => app.log.warn({ err: error }, 'sportsbook feed poll failed'),
    ),
  )
  // In-play markets of an event whose live feed fell silent are suspended by whoever leads.
  leader.whileLeading(
    repeatWhileLeading(
      () => suspendSilentEvents(database.db),
      { firstMs: liveWatchdogMs, everyMs: liveWatchdogMs },
      (error) => app.log.warn({ err: error }, 'sportsbook live watchdog failed'),
    ),
  )
  // In-play bets whose delay has ended are accepted or refused by whoever leads.
  leader.whileLeading(
    repeatWhileLeading(
      () => decidePendingBets(database.db, { realtime, log: app.log }, clock.now()),
      { firstMs: pendingBetsSweepMs, everyMs: pendingBetsSweepMs },
      (error) => app.log.warn({ err: error }, 'sportsbook pending bets sweep failed'),
    ),
  )
  // Bets whose cash-out offer reached the amount their player set are cashed out by whoever leads.
  leader.whileLeading(
    repeatWhileLeading(
      () => runAutoCashOuts(database.db, { realtime, log: app.log }),
      { firstMs: autoCashOutMs, everyMs: autoCashOutMs },
      (error) => app.log.warn({ err: error }, 'sportsbook automatic cash-out failed'),
    ),
  )
  // Bonus grants whose time is up are expired, their balance forfeited, by whoever leads.
  leader.whileLeading(
    repeatWhileLeading(
      () => expireGrants(database.db),
      { firstMs: bonusExpiryMs, everyMs: bonusExpiryMs },
      (error) => app.log.warn({ err: error }, 'bonus expiry sweep failed'),
    ),
  )
  // Free-spins grants are sent to their game's provider by whoever leads, outside the granting transaction.
  const freeRoundsApiOf = freeRoundsApisOf(config)
  leader.whileLeading(
    repeatWhileLeading(
      () => sendFreeRounds(database.db, freeRoundsApiOf),
      { firstMs: freeRoundsSweepMs, everyMs: freeRoundsSweepMs },
      (error) => app.log.warn({ err: error }, 'free rounds sending failed'),
    ),
  )
  // Last week's cashback (Monday to Monday in the operator's zone) is paid by whoever leads, once per player.
  leader.whileLeading(
    repeatWhileLeading(
      () => payLastWeekCashback(database.db),
      { firstMs: bonusExpiryMs, everyMs: cashbackSweepMs },
      (error) => app.log.warn({ err: error }, 'weekly cashback run failed'),
    ),
  )
  // Partners' commission periods (the operator's cadence, in its zone) close in order once ended, by the leader:
  // first an hour after it took the lead, so a period is not closed under a test clock a run is still moving.
  leader.whileLeading(
    repeatWhileLeading(
      () => closeEndedCommissionPeriods(database.db),
      { firstMs: cashbackSweepMs, everyMs: cashbackSweepMs },
      (error) => app.log.warn({ err: error }, 'commission period run failed'),
    ),
  )
  // Shop withdrawals not paid within their day are expired, their holds returned, by whoever leads.
  leader.whileLeading(
    repeatWhileLeading(
      () => expireShopWithdrawals(database.db),
      { firstMs: shopWithdrawalExpiryMs, everyMs: shopWithdrawalExpiryMs },
      (error) => app.log.warn({ err: error }, 'shop withdrawal expiry sweep failed'),
    ),
  )
  const auth = createAuth(config, database, {
    sendVerificationEmail: (to, url) => mailer.send(verificationEmail(to, url)),
  })
  const stopSessionRevocations = await database.listen(sessionRevokedChannel, (userId) =>
    auth.sessionCache.forgetUser(userId),
  )
  app.decorate('services', {
    config,
    database,
    auth,
    mailer,
    realtime,
    leader,
    images: createDiskImageStore(config.uploadDir, path.join(config.dataDir, 'cache', 'uploads')),
    ipCountries,
    startedAt: Date.now(),
  })
  app.addHook('onClose', async () => {
    await leader.stop()
    await stopSessionRevocations()
    await realtime.close()
    await database.close()
  })

  await registerSecurityHeaders(app)
  await app.register(compress, { threshold: 1024 })
  await app.register(cookie)
  registerCsrfProtection(app)
  registerPermissionChecks(app)
  registerPlayRegionChecks(app)
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) =>
      Object.assign(new Error(`Rate limit exceeded, retry in ${context.after}`), { statusCode: 429 }),
  })
  await app.register(websocket, { options: { maxPayload: 16 * 1024 } })
  await registerApiDocs(app)

  await app.register(
    async (api) => {
      await api.register(healthRoutes)
      await api.register(authRoutes)
      await api.register(accountsRoutes)
      await api.register(adminUsersRoutes)
      await api.register(profileRoutes)
      await api.register(mailRoutes)
      await api.register(contentRoutes)
      await api.register(uploadsRoutes)
      await api.register(adminContentRoutes)
      await api.register(realtimeRoutes)
      await api.register(settingsRoutes)
      await api.register(catalogRoutes)
      await api.register(sportsbookRoutes)
      await api.register(adminSportsbookRoutes)
      await api.register(adminSportsbookRiskRoutes)
      await api.register(adminFeedSourcesRoutes)
      await api.register(liveFeedRoutes)
      await api.register(adminResettlementRoutes)
      await api.register(playerGamesRoutes, { openProviderGame })
      await api.register(adminCatalogRoutes)
      await api.register(adminProvidersRoutes)
      await api.register(walletRoutes)
      await api.register(paymentMethodsRoutes)
      await api.register(depositsRoutes)
      await api.register(withdrawalsRoutes)
      await api.register(bonusesRoutes)
      await api.register(adminBonusesRoutes)
      await api.register(adminCashbackRoutes)
      await api.register(crashRoutes)
      await api.register(adminCrashRoutes)
      await api.register(overviewRoutes)
      await api.register(originalsRoutes)
      await api.register(walletApiRoutes)
      await api.register(playerRoundsRoutes)
      await api.register(reconciliationRoutes)
      await api.register(adminProviderRoundsRoutes)
      await api.register(adminOriginalsRoutes)
      await api.register(auditRoutes, {
        findTimeZone: async (db) => (await findSiteSettings(db)).timeZone,
      })
      await api.register(kycRoutes)
      await api.register(adminKycRoutes)
      await api.register(responsibleGamblingRoutes)
      if (config.testClock) await api.register(testClockRoutes)
      await api.register(riskRoutes)
      await api.register(agentsAdminRoutes)
      await api.register(agentPortalRoutes)
      await api.register(shopWithdrawalsRoutes)
      await api.register(complianceRoutes)
      await api.register(partnersRoutes)
      await api.register(adminPartnersRoutes)
      await api.register(commissionsRoutes)
    },
    { prefix: '/api' },
  )
  await app.register(trackingRoutes)
  await registerWebApp(app, config.webDist)
  return app
}
