import { buildSimulatorApp } from './app.ts'
import { parseConfig } from './config.ts'

// The simulator as its own process: `node apps/match-simulator/src/server.ts`.
const config = parseConfig(process.env)
const { app } = buildSimulatorApp(config)
await app.listen({ port: config.port, host: config.host })
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => {
    app.close().then(() => process.exit(0))
  })
