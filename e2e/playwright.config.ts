import { join } from 'node:path'
import { defineConfig } from '@playwright/test'
import { CHROMIUM_FLAGS, CHROMIUM_HEADLESS_SHELL_PATH } from '../scripts/lib/chromium.ts'
import { demoAdmin } from './demo-admin.ts'
import { localGoogle, sitePort, siteUrl } from './local-google.ts'
import { matchSimulator } from './match-simulator.ts'
import { referenceProvider } from './reference-provider.ts'

const baseURL = siteUrl
// A fresh database per run, so no test depends on what an earlier run left behind.
const dataDir = join(import.meta.dirname, `../data/e2e-${Date.now()}`)

const launchOptions = { executablePath: CHROMIUM_HEADLESS_SHELL_PATH, args: CHROMIUM_FLAGS }

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  forbidOnly: true,
  // A test that fails and then passes is printed as flaky in the summary: a bug to find (each so far was a race in
  // the app), not a pass to forget. One retry keeps such a race from sinking a whole CI run.
  retries: 1,
  workers: 2,
  // The CI machine has 2 shared cores running the server, two browsers and other tenants' work: a step can take
  // seconds there. Waiting longer never makes a wrong page pass; it only stops slowness from reading as failure.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    baseURL,
    browserName: 'chromium',
    launchOptions,
    // Recording a trace costs about a quarter of the suite's time on 2 cores, so it is on request
    // (E2E_TRACE=1, e.g. to rerun a failing spec); a failure always leaves a screenshot and the page's
    // accessibility snapshot (error-context.md).
    trace: process.env.E2E_TRACE ? 'retain-on-failure' : 'off',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'phone',
      use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 },
      grepInvert: /@desktop/,
      // Staff work the back office at a desk: its specs run on the desktop only, but for the one that shows it
      // opens on a phone, and the trader's whose player bets from a phone's slip; so do a shop's cashier at the
      // counter and an affiliate reading statements. Player pages run on both.
      testIgnore:
        /\/(admin|finance|overview|cashier|affiliate-reads|staff(?!-opens-the-back-office)|trader(?!-watches-a-players-bet))-[^/]*\.spec\.ts$/,
    },
    {
      name: 'desktop',
      use: { viewport: { width: 1440, height: 900 } },
      grepInvert: /@phone/,
    },
  ],
  webServer: [
    {
      // Google, as far as the site can tell: a real OpenID provider on 127.0.0.1 (the `oidc-provider` package).
      command: 'node local-openid-provider.ts',
      url: `${localGoogle.issuer}/.well-known/openid-configuration`,
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: 'pipe',
    },
    {
      // An outside game studio, as far as the site can tell: it calls the site's wallet API over HTTP.
      command: 'node ../apps/reference-provider/src/server.ts',
      url: `${referenceProvider.url}/demo/fortune-five`,
      env: {
        PORT: String(referenceProvider.port),
        PUBLIC_URL: referenceProvider.url,
        KHELA_WALLET_URL: `${baseURL}/api/provider/v1`,
        WALLET_SECRET: referenceProvider.secret,
        ADMIN_TOKEN: referenceProvider.adminToken,
        DATA_DIR: join(dataDir, 'reference-provider'),
        LOG_LEVEL: 'warn',
      },
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: 'pipe',
    },
    {
      // A live feed, as far as the site can tell: it plays a T20 and posts it, signed, to the site's live feed.
      command: 'node ../apps/match-simulator/src/server.ts',
      url: `${matchSimulator.url}/state`,
      env: {
        PORT: String(matchSimulator.port),
        KHELA_LIVE_FEED_URL: `${baseURL}/api/sportsbook/live-feed`,
        FEED_SECRET: matchSimulator.secret,
        BALL_INTERVAL_MS: String(matchSimulator.ballIntervalMs),
        LOOP: 'true',
        RETRY_MAX_MS: '2000',
        // Its retries while the site has not yet polled the match's fixture (404s) are expected, not news.
        LOG_LEVEL: 'error',
      },
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: 'pipe',
    },
    {
      command: 'node ../apps/server/src/server.ts',
      url: `${baseURL}/api/health`,
      env: {
        PORT: String(sitePort),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        DEMO_ADMIN_EMAIL: demoAdmin.email,
        DEMO_ADMIN_PASSWORD: demoAdmin.password,
        // Every test registers and signs in its own players, all from 127.0.0.1.
        REGISTRATION_LIMIT_PER_IP: '1000',
        SIGN_IN_LIMIT_PER_IP: '1000',
        AUTH_LIMIT_PER_IP: '1000',
        GOOGLE_CLIENT_ID: localGoogle.client.clientId,
        GOOGLE_CLIENT_SECRET: localGoogle.client.clientSecret,
        GOOGLE_ISSUER_URL: localGoogle.issuer,
        // POST /api/test/clock/advance: specs pass a 24-hour cooling-off without waiting (one clock for all specs).
        KHELA_TEST_CLOCK: '1',
        REFERENCE_PROVIDER_URL: referenceProvider.url,
        REFERENCE_PROVIDER_SECRET: referenceProvider.secret,
        REFERENCE_PROVIDER_ADMIN_TOKEN: referenceProvider.adminToken,
        MATCH_SIMULATOR_URL: matchSimulator.url,
        MATCH_SIMULATOR_SECRET: matchSimulator.secret,
        // The polled-feed spec serves its feed from 127.0.0.1.
        FEED_ALLOW_PRIVATE_ADDRESSES: 'true',
        // A welcome bonus is held back when another player's earlier one shares an IP, and every spec comes from
        // 127.0.0.1: the bonus spec sends its own X-Forwarded-For. Specs that send none keep 127.0.0.1.
        TRUST_PROXY: 'true',
      },
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'pipe',
    },
  ],
})
