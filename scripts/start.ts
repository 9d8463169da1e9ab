import { spawn, spawnSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'

// `npm start`: build the web app if it is missing or older than its sources, then run the server in
// production mode. The server applies migrations, seeds an empty database and prints the sign-in.
const root = path.resolve(import.meta.dirname, '..')
const web = path.join(root, 'apps/web')
const builtIndex = path.join(web, 'dist/index.html')

function newestChange(entry: string): number {
  const stats = statSync(entry)
  if (!stats.isDirectory()) return stats.mtimeMs
  return Math.max(stats.mtimeMs, ...readdirSync(entry).map((name) => newestChange(path.join(entry, name))))
}

const sources = ['src', 'public', 'index.html', 'vite.config.ts', '../../packages/contracts/src']
  .map((name) => path.join(web, name))
  .filter((entry) => existsSync(entry))
const isBuildCurrent =
  existsSync(builtIndex) && statSync(builtIndex).mtimeMs >= Math.max(...sources.map(newestChange))

if (!isBuildCurrent) {
  process.stdout.write('Building the web app…\n')
  const build = spawnSync('npm', ['run', 'build', '-w', 'apps/web'], { cwd: root, stdio: 'inherit' })
  if (build.status !== 0) process.exit(build.status ?? 1)
}

// The reference game provider (apps/reference-provider) runs beside the server as an outside studio would, on
// its own port: both sides sign wallet calls with one secret, made once and kept in the data directory.
const dataDir = path.resolve(root, process.env.DATA_DIR ?? 'data')
const khelaPort = process.env.PORT ?? '3000'
const providerPort = process.env.REFERENCE_PROVIDER_PORT ?? '4320'
const providerUrl = process.env.REFERENCE_PROVIDER_URL ?? `http://127.0.0.1:${providerPort}`
const providerSecret =
  process.env.REFERENCE_PROVIDER_SECRET ?? keptSecret(path.join(dataDir, 'reference-provider.secret'))
// Its admin API's token, kept the same way: the server sends free-spins grants to its free-rounds API with it.
const providerAdminToken =
  process.env.REFERENCE_PROVIDER_ADMIN_TOKEN ??
  keptSecret(path.join(dataDir, 'reference-provider-admin.token'))

function keptSecret(file: string): string {
  if (existsSync(file)) return readFileSync(file, 'utf8').trim()
  mkdirSync(path.dirname(file), { recursive: true })
  const secret = randomBytes(24).toString('base64url')
  writeFileSync(file, `${secret}\n`, { mode: 0o600 })
  return secret
}

const provider = spawn(process.execPath, [path.join(root, 'apps/reference-provider/src/server.ts')], {
  cwd: root,
  stdio: ['ignore', 'ignore', 'inherit'],
  env: {
    ...process.env,
    PORT: providerPort,
    PUBLIC_URL: providerUrl,
    KHELA_WALLET_URL: `http://127.0.0.1:${khelaPort}/api/provider/v1`,
    WALLET_SECRET: providerSecret,
    ADMIN_TOKEN: providerAdminToken,
    DATA_DIR: path.join(dataDir, 'reference-provider'),
    LOG_LEVEL: 'warn',
  },
})
// The match simulator (apps/match-simulator) plays a T20 ball by ball, a new one when one ends, and posts it to
// Khela's live feed, signed with a secret kept like the provider's; the server polls its fixture document.
const simulatorPort = process.env.MATCH_SIMULATOR_PORT ?? '4330'
const simulatorUrl = process.env.MATCH_SIMULATOR_URL ?? `http://127.0.0.1:${simulatorPort}`
const simulatorSecret =
  process.env.MATCH_SIMULATOR_SECRET ?? keptSecret(path.join(dataDir, 'match-simulator.secret'))
const simulator = spawn(process.execPath, [path.join(root, 'apps/match-simulator/src/server.ts')], {
  cwd: root,
  stdio: ['ignore', 'ignore', 'inherit'],
  env: {
    ...process.env,
    PORT: simulatorPort,
    KHELA_LIVE_FEED_URL: `http://127.0.0.1:${khelaPort}/api/sportsbook/live-feed`,
    FEED_SECRET: simulatorSecret,
    LOOP: 'true',
    LOG_LEVEL: 'warn',
  },
})
const server = spawn(process.execPath, [path.join(root, 'apps/server/src/server.ts')], {
  cwd: root,
  stdio: 'inherit',
  env: {
    NODE_ENV: 'production',
    ...process.env,
    REFERENCE_PROVIDER_URL: providerUrl,
    REFERENCE_PROVIDER_SECRET: providerSecret,
    REFERENCE_PROVIDER_ADMIN_TOKEN: providerAdminToken,
    MATCH_SIMULATOR_URL: simulatorUrl,
    MATCH_SIMULATOR_SECRET: simulatorSecret,
  },
})
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => {
    provider.kill(signal)
    simulator.kill(signal)
    server.kill(signal)
  })
provider.on('exit', (code) => {
  if (code)
    process.stderr.write(`The reference game provider stopped (${code}); the site runs on without it.\n`)
})
simulator.on('exit', (code) => {
  if (code) process.stderr.write(`The match simulator stopped (${code}); the site runs on without it.\n`)
})
server.on('exit', (code, signal) => {
  provider.kill('SIGTERM')
  simulator.kill('SIGTERM')
  process.exit(code ?? (signal ? 1 : 0))
})
