import { type ChildProcess, spawn } from 'node:child_process'
import path from 'node:path'

// `npm run dev`: the API restarts on change (node --watch) and Vite serves the web app with hot reload,
// proxying /api (and the WebSocket) to the API. The browser's origin is Vite's, so the API is told so.
const root = path.resolve(import.meta.dirname, '..')
const apiPort = process.env.PORT ?? '3000'
const webPort = process.env.WEB_PORT ?? '5173'

const children: ChildProcess[] = [
  spawn(process.execPath, ['--watch', path.join(root, 'apps/server/src/server.ts')], {
    cwd: root,
    stdio: 'inherit',
    env: {
      PUBLIC_URL: `http://localhost:${webPort}`,
      ...process.env,
      PORT: apiPort,
      NODE_ENV: 'development',
    },
  }),
  spawn('npx', ['vite', '--port', webPort, '--strictPort'], {
    cwd: path.join(root, 'apps/web'),
    stdio: 'inherit',
    env: { ...process.env, KHELA_API_PORT: apiPort },
  }),
]

function stopAll(code: number) {
  for (const child of children) child.kill('SIGTERM')
  process.exit(code)
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => stopAll(0))
for (const child of children) child.on('exit', (code) => stopAll(code ?? 0))
