// The postinstall's first step. Plain JavaScript for any Node from 18 on: the postinstall may run on whatever
// Node started npm (decision 7).
//
// The npm registry this project's machines reach lacks some platforms' binaries (Biome's and Node's for darwin,
// Biome's for win32, android and musl), so `npm install` leaves them out of package-lock.json and `npm ci` then
// refuses the lockfile as out of sync. This records them as npm would, with their platform restrictions, so
// `npm ci` skips them here and installs them on those platforms. A no-op when the lockfile is complete.
import { readFileSync, writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

const lockFile = fileURLToPath(new URL('../package-lock.json', import.meta.url))

/** @typedef {{ version: string, dev?: boolean, optional?: boolean, license?: string, os?: string | string[], cpu?: string | string[], libc?: string[], bin?: Record<string, string>, optionalDependencies?: Record<string, string> }} LockEntry */

/**
 * The lockfile entry npm writes for a platform package it can install, or undefined when `name` is not one.
 * @param {string} name
 * @param {string} version
 * @param {LockEntry} parent
 * @returns {LockEntry | undefined}
 */
function platformEntry(name, version, parent) {
  const biome = /^@biomejs\/cli-(android|darwin|linux|win32)-(arm64|x64)(-musl)?$/.exec(name)
  if (biome) {
    const [, os = '', cpu = '', musl] = biome
    return {
      version,
      cpu: [cpu],
      ...(parent.dev ? { dev: true } : {}),
      ...(os === 'linux' ? { libc: [musl ? 'musl' : 'glibc'] } : {}),
      license: parent.license ?? 'MIT OR Apache-2.0',
      optional: true,
      os: [os],
    }
  }
  // Node's own binaries (the packages the `node` package would install): os and cpu as their manifests give them.
  const node = /^node-(darwin|linux|win)-(arm64|x64)$/.exec(name)
  if (node) {
    const [, os = '', cpu = ''] = node
    return {
      version,
      cpu,
      ...(parent.dev ? { dev: true } : {}),
      license: 'MIT',
      optional: true,
      os: os === 'win' ? 'win32' : os,
      bin: { node: os === 'win' ? 'bin/node.exe' : 'bin/node' },
    }
  }
  return undefined
}

/** @type {{ packages: Record<string, LockEntry> }} */
const lock = JSON.parse(readFileSync(lockFile, 'utf8'))
let added = 0
for (const [location, entry] of Object.entries(lock.packages)) {
  for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
    const hoisted = `node_modules/${name}`
    if (lock.packages[hoisted] || lock.packages[`${location ? `${location}/` : ''}${hoisted}`]) continue
    // Only exact versions can be recorded without asking the registry which one a range means.
    const recorded = /^\d+\.\d+\.\d+$/.test(version) ? platformEntry(name, version, entry) : undefined
    if (!recorded) continue
    lock.packages[hoisted] = recorded
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
