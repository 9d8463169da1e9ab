import { buildProviderApp } from './app.ts'
import { parseConfig } from './config.ts'

// The reference studio as its own process: `node apps/reference-provider/src/server.ts`.
const config = parseConfig(process.env)
const { app } = buildProviderApp(config)
await app.listen({ port: config.port, host: config.host })
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => {
    app.close().then(() => process.exit(0))
  })
