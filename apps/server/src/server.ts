import cluster from 'node:cluster'
import { buildApp } from './app.ts'
import { processRole, runPrimary, type WorkerReady } from './cluster.ts'
import { type Config, ConfigError, loadConfig } from './config.ts'
import { demoPlayers, demoStaff, demoStaffEmail } from './seed/demo-accounts.ts'
import { seedDemoData } from './seed/seed-demo-data.ts'

const shutdownGraceMs = 10_000

let config: Config
try {
  config = loadConfig()
} catch (error) {
  if (!(error instanceof ConfigError)) throw error
  console.error(error.message)
  process.exit(1)
}

if (config.workers > 1 && cluster.isPrimary) runPrimary({ workers: config.workers, shutdownGraceMs })
else await serve(config)

/**
 * One server process: the whole application on the port; with WORKERS, one of the processes sharing the port, or
 * the one that runs the scheduled work and serves nothing (see `ProcessRole`).
 */
async function serve(config: Config) {
  const role = processRole()
  const app = await buildApp(config)
  const demoAdmin = await seedDemoData(app.services)
  if (role !== 'schedule') await app.listen({ host: config.host, port: config.port })
  if (role !== 'serve') app.services.leader.start()

  const demoUserEmails = [
    ...demoStaff.map((staff) => demoStaffEmail(staff.role)),
    ...demoPlayers.map((player) => player.email),
  ]
  const lines = [
    '',
    `  Khela is running at ${config.publicUrl}`,
    `  API docs:          ${config.publicUrl}/api/docs`,
    `  Database:          ${config.database.driver === 'pg' ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${config.database.dataDir}`}`,
    ...(config.referenceProvider
      ? [`  Game provider:     ${config.referenceProvider.url} (Khela Studio: Fortune Five, Euro Roulette)`]
      : []),
    ...(config.matchSimulator
      ? [`  Live match:        ${config.matchSimulator.url} (a simulated T20 in play, on /live)`]
      : []),
    ...(config.workers > 1
      ? [`  Processes:         ${config.workers} serving (WORKERS), sharing the port, and 1 scheduling`]
      : []),
    ...(demoAdmin
      ? [
          `  Demo admin:        ${demoAdmin.email} / ${demoAdmin.password}  (sign in at /admin)`,
          `  Other demo users:  ${demoUserEmails.join(', ')}`,
          '                     (same password; staff sign in at /admin, players on the site)',
        ]
      : []),
    '',
  ]
  const banner = `${lines.join('\n')}\n`
  if (cluster.isWorker)
    process.send?.({ type: 'khela:ready', banner: role === 'serve' ? banner : null } satisfies WorkerReady)
  else process.stdout.write(banner)

  let isShuttingDown = false
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (isShuttingDown) return
      isShuttingDown = true
      app.log.info({ signal }, 'shutting down: finishing in-flight requests')
      // Fastify answers new requests with 503 while it waits for the ones in flight to finish.
      setTimeout(() => {
        app.log.error({}, 'shutdown took too long; exiting')
        process.exit(1)
      }, shutdownGraceMs).unref()
      app.close().then(
        () => process.exit(0),
        (error: unknown) => {
          app.log.error({ err: error }, 'shutdown failed')
          process.exit(1)
        },
      )
    })
  }
}
