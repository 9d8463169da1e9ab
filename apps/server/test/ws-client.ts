import type { ClientMessage, ServerMessage } from '@khela/contracts/realtime'
import WebSocket from 'ws'

/** A test's socket on `/api/ws` that queues what the server sends, so a test can wait for a message. */
export async function connectSocket(baseUrl: string, cookie?: string) {
  const socket = new WebSocket(`${baseUrl.replace(/^http/, 'ws')}/api/ws`, {
    headers: cookie ? { cookie } : {},
  })
  const received: ServerMessage[] = []
  const waiters: (() => void)[] = []
  socket.on('message', (raw) => {
    received.push(JSON.parse(raw.toString()) as ServerMessage)
    for (const wake of waiters.splice(0)) wake()
  })
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve())
    socket.once('error', reject)
  })

  async function next(
    matches: (message: ServerMessage) => boolean,
    timeoutMs = 5_000,
  ): Promise<ServerMessage> {
    const deadline = Date.now() + timeoutMs
    for (;;) {
      const index = received.findIndex(matches)
      if (index >= 0) return received.splice(index, 1)[0] as ServerMessage
      const remaining = deadline - Date.now()
      if (remaining <= 0)
        throw new Error(`no matching message within ${timeoutMs} ms; got ${JSON.stringify(received)}`)
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, remaining)
        waiters.push(() => {
          clearTimeout(timer)
          resolve()
        })
      })
    }
  }

  const closeCode = new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)))

  return {
    /** The close code, once the server (or the test) has closed the socket. */
    closed: () => closeCode,
    send: (message: ClientMessage) => socket.send(JSON.stringify(message)),
    sendRaw: (text: string) => socket.send(text),
    next,
    /** Everything received and not yet consumed by `next`. */
    pending: () => [...received],
    close: () => socket.close(),
  }
}
