import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'

// The npm registry this project's machines reach lacks Biome's binaries for other platforms (darwin, win32,
// android, musl), so `npm install` leaves them out of package-lock.json and `npm ci` then refuses the lockfile
// as out of sync. This records them as npm would, with their platform restrictions, so `npm ci` skips them
// here and installs them on those platforms. Runs after every install (`postinstall`); a no-op when complete.
const lockFile = path.resolve(import.meta.dirname, '../package-lock.json')

type LockEntry = {
  version: string
  optional?: boolean
  dev?: boolean
  os?: string[]
  cpu?: string[]
  libc?: string[]
  license?: string
  optionalDependencies?: Record<string, string>
}
type Lockfile = { packages: Record<string, LockEntry> }

const biomePlatform = /^@biomejs\/cli-(android|darwin|linux|win32)-(arm64|x64)(-musl)?$/

const lock = JSON.parse(readFileSync(lockFile, 'utf8')) as Lockfile
let added = 0
for (const [location, entry] of Object.entries(lock.packages)) {
  for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
    const platform = biomePlatform.exec(name)
    const hoisted = `node_modules/${name}`
    if (!platform || lock.packages[hoisted] || lock.packages[`${location}/${hoisted}`]) continue
    const [, os = '', cpu = '', musl] = platform
    lock.packages[hoisted] = {
      version,
      cpu: [cpu],
      ...(entry.dev ? { dev: true } : {}),
      ...(os === 'linux' ? { libc: [musl ? 'musl' : 'glibc'] } : {}),
      license: entry.license ?? 'MIT OR Apache-2.0',
      optional: true,
      os: [os],
    }
    added += 1
  }
}
if (added > 0) {
  lock.packages = Object.fromEntries(
    Object.entries(lock.packages).sort(([a], [b]) => (a === '' ? -1 : a.localeCompare(b))),
  )
  writeFileSync(lockFile, `${JSON.stringify(lock, null, 2)}\n`)
  process.stdout.write(
    `package-lock.json: recorded ${added} platform package(s) the registry does not serve\n`,
  )
}
