/** What the heartbeat needs of a socket (ws's WebSocket). */
export type BeatingSocket = {
  ping(): void
  terminate(): void
  on(event: 'pong', listener: () => void): unknown
}

/**
 * Pings every socket once per `intervalMs` and closes one that has not answered the previous ping. The sockets are
 * spread over `slices` turns, one turn every `intervalMs / slices`, in the order they joined: sockets that connect
 * together (everyone reconnecting after a restart) are pinged a slice at a time, not all at once, so their pings
 * and pongs never crowd out a Crash tick.
 */
export function createHeartbeat(intervalMs: number, slices = 30) {
  const wheel = Array.from({ length: slices }, () => new Set<() => void>())
  let joined = 0
  let turn = 0
  const timer = setInterval(() => {
    for (const beat of wheel[turn] ?? []) beat()
    turn = (turn + 1) % slices
  }, intervalMs / slices)
  timer.unref()

  return {
    /** Starts beating for `socket`; returns the function that stops (call it when the socket closes). */
    add(socket: BeatingSocket): () => void {
      let isAlive = true
      socket.on('pong', () => {
        isAlive = true
      })
      const beat = () => {
        if (!isAlive) return socket.terminate()
        isAlive = false
        socket.ping()
      }
      const slice = wheel[joined++ % slices] as Set<() => void>
      slice.add(beat)
      return () => slice.delete(beat)
    },
    stop: () => clearInterval(timer),
  }
}
