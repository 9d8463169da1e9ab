import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import WebSocket, { WebSocketServer } from 'ws'
import type { RealtimeListener } from './realtime-hub.ts'
import { createSocketFanOut, holdMs, textFrame } from './socket-fan-out.ts'

const lengths = [0, 5, 125, 126, 65_535, 65_536, 70_000]
const server = createServer()
const sockets = new WebSocketServer({ server })

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
})
afterAll(async () => {
  sockets.close()
  await new Promise((resolve) => server.close(resolve))
})

describe('textFrame', () => {
  it('gives frames a client reads as text messages when written under a ws socket, between its own sends', async () => {
    // What the fan-out does: frames written straight to the connection, interleaved with ws's own sends.
    sockets.once('connection', (socket, request) => {
      for (const length of lengths) {
        request.socket.write(textFrame(Buffer.from('x'.repeat(length))))
        socket.send(`sent by ws after ${length}`)
      }
    })
    const client = new WebSocket(`ws://127.0.0.1:${(server.address() as AddressInfo).port}`)
    const received: { text: string; isBinary: boolean }[] = []
    await new Promise<void>((resolve, reject) => {
      client.on('message', (data, isBinary) => {
        received.push({ text: data.toString(), isBinary })
        if (received.length === lengths.length * 2) resolve()
      })
      client.on('error', reject)
    })
    client.close()
    expect(received).toEqual(
      lengths.flatMap((length) => [
        { text: 'x'.repeat(length), isBinary: false },
        { text: `sent by ws after ${length}`, isBinary: false },
      ]),
    )
  })

  it('sizes the header by the payload (2, 4 or 10 bytes)', () => {
    for (const length of lengths)
      expect(textFrame(Buffer.alloc(length)).length - length).toBe(
        length < 126 ? 2 : length < 65_536 ? 4 : 10,
      )
  })
})

describe('createSocketFanOut', () => {
  it('holds a message that can wait and writes it in one write with the next one, in order', async () => {
    const listeners = new Map<string, RealtimeListener>()
    const fanOut = createSocketFanOut({
      subscribe(channel, listener) {
        listeners.set(channel, listener)
        return () => listeners.delete(channel)
      },
    })
    const joined = new Promise<ReturnType<typeof vi.spyOn>>((resolve) =>
      sockets.once('connection', (socket, request) => {
        const write = vi.spyOn(request.socket, 'write')
        fanOut.add('public:crash', 'public:crash', socket, request.socket)
        resolve(write)
      }),
    )
    const client = new WebSocket(`ws://127.0.0.1:${(server.address() as AddressInfo).port}`)
    const received: unknown[] = []
    const waiters: (() => void)[] = []
    client.on('message', (data) => {
      received.push((JSON.parse(data.toString()) as { data: unknown }).data)
      for (const wake of waiters.splice(0)) wake()
    })
    const receivedCount = (count: number) =>
      new Promise<void>((resolve) => {
        const check = () => (received.length >= count ? resolve() : waiters.push(check))
        check()
      })
    const write = await joined
    const publish = listeners.get('public:crash')
    if (!publish) throw new Error('the fan-out did not subscribe')

    publish({ type: 'bet', n: 1 }, { canWait: true })
    publish({ type: 'cashout', n: 2 }, { canWait: true })
    expect(write).not.toHaveBeenCalled()
    publish({ type: 'tick', n: 3 }, { canWait: false })
    expect(write).toHaveBeenCalledTimes(1)
    await receivedCount(3)
    expect(received).toEqual([
      { type: 'bet', n: 1 },
      { type: 'cashout', n: 2 },
      { type: 'tick', n: 3 },
    ])

    // Alone, a message that can wait goes out once the hold is over.
    const heldAt = performance.now()
    publish({ type: 'bet', n: 4 }, { canWait: true })
    expect(write).toHaveBeenCalledTimes(1)
    await receivedCount(4)
    expect(performance.now() - heldAt).toBeGreaterThanOrEqual(holdMs - 5)
    expect(write).toHaveBeenCalledTimes(2)
    expect(received.at(-1)).toEqual({ type: 'bet', n: 4 })
    client.close()
  })
})
