import { buildApp } from './app.ts'
import { ConfigError, loadConfig } from './config.ts'
import { demoPlayers, demoStaff, demoStaffEmail } from './seed/demo-accounts.ts'
import { seedDemoData } from './seed/seed-demo-data.ts'

const shutdownGraceMs = 10_000

let config: ReturnType<typeof loadConfig>
try {
  config = loadConfig()
} catch (error) {
  if (!(error instanceof ConfigError)) throw error
  console.error(error.message)
  process.exit(1)
}

const app = await buildApp(config)
const demoAdmin = await seedDemoData(app.services)
await app.listen({ host: config.host, port: config.port })
app.services.leader.start()

const demoUserEmails = [
  ...demoStaff.map((staff) => demoStaffEmail(staff.role)),
  ...demoPlayers.map((player) => player.email),
]
const lines = [
  '',
  `  Khela is running at ${config.publicUrl}`,
  `  API docs:          ${config.publicUrl}/api/docs`,
  `  Database:          ${config.database.driver === 'pg' ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${config.database.dataDir}`}`,
  ...(demoAdmin
    ? [
        `  Demo admin:        ${demoAdmin.email} / ${demoAdmin.password}  (sign in at /admin)`,
        `  Other demo users:  ${demoUserEmails.join(', ')}`,
        '                     (same password; staff sign in at /admin, players on the site)',
      ]
    : []),
  '',
]
process.stdout.write(`${lines.join('\n')}\n`)

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
