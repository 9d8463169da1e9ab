import { pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import { gameProviders } from './catalog.ts'

/**
 * A game provider's API credentials (the back office's Games API Key page). The four secrets are stored
 * encrypted with AES-256-GCM under `SECRETS_KEY` (`lib/secret-box.ts`: `v1.<iv>.<tag>.<ciphertext>`); a null
 * column is a secret not set. The allowed addresses and the launch URLs are not secret.
 */
export const providerCredentials = pgTable('provider_credentials', {
  providerCode: text('provider_code')
    .primaryKey()
    .references(() => gameProviders.code, { onDelete: 'cascade' }),
  apiKey: text('api_key'),
  licenseKey: text('license_key'),
  gameProviderKey: text('game_provider_key'),
  secretPin: text('secret_pin'),
  providerIps: text('provider_ips').array().notNull().default([]),
  /**
   * Where PLAY opens the provider's game (in a frame): a URL with `{game}`, `{token}`, `{player}`, `{currency}` and
   * `{language}` filled in at launch. Null: the provider's games cannot be played for real money.
   */
  launchUrl: text('launch_url'),
  /** Where DEMO opens the game without an account: `{game}` and `{language}`. Null: no demo. */
  demoUrl: text('demo_url'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  updatedBy: text('updated_by'),
})
