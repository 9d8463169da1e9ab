import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import WebSocket, { WebSocketServer } from 'ws'
import { textFrame } from './socket-fan-out.ts'

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
