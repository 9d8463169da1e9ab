import type { Config } from './config.ts'
import type { Database } from './db/client.ts'
import type { Leader } from './lib/leader.ts'
import type { IpCountryLookup } from './modules/compliance/open-ip-country-lookup.ts'
import type { Mailer } from './modules/mail/mailer.ts'
import type { RealtimeHub } from './modules/realtime/realtime-hub.ts'
import type { ImageStore } from './modules/uploads/image-store.ts'
import type { Auth } from './session/auth.ts'

/**
 * What buildApp (app.ts) opens once and hands every route as `app.services`. A file of its own, so operations
 * that take services do not import the entry point that imports them.
 */
export type Services = {
  config: Config
  database: Database
  auth: Auth
  realtime: RealtimeHub
  mailer: Mailer
  leader: Leader
  images: ImageStore
  /** Null while no GeoLite2-format file is configured: no IP-country check. */
  ipCountries: IpCountryLookup | null
  startedAt: number
}

declare module 'fastify' {
  interface FastifyInstance {
    services: Services
  }
}
