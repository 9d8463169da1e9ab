import { spawn, spawnSync } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
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

const server = spawn(process.execPath, [path.join(root, 'apps/server/src/server.ts')], {
  cwd: root,
  stdio: 'inherit',
  env: { NODE_ENV: 'production', ...process.env },
})
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.kill(signal))
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)))
