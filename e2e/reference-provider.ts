import { sitePort } from './local-google.ts'

/**
 * The reference game provider (apps/reference-provider) the suite runs beside the site, on the port after the
 * local Google's, with the wallet secret both sides sign with.
 */
export const referenceProvider = {
  port: sitePort + 2,
  url: `http://127.0.0.1:${sitePort + 2}`,
  secret: 'e2e-reference-provider-wallet-secret',
  /** Its admin API's token: the site sends free-spins grants to its free-rounds API with it. */
  adminToken: 'e2e-reference-provider-admin-token',
  /** The code the site registers it under (apps/server/src/seed/seed-reference-provider.ts). */
  code: 'khela-studio',
}

/**
 * `test.use` for a spec that spins the studio's slot. A round that starts free spins plays them one after another,
 * 0.6 s each (10 or more, more on a retrigger), longer than a step may wait for the Spin button to come back; the
 * studio's page skips those pauses for a player who asks for reduced motion, as these players do.
 */
export const withoutSlotPauses = { reducedMotion: 'reduce' } as const
