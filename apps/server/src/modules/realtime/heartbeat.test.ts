import { EventEmitter } from 'node:events'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createHeartbeat } from './heartbeat.ts'

class FakeSocket extends EventEmitter {
  pings = 0
  isTerminated = false
  answers = true
  ping() {
    this.pings += 1
    if (this.answers) this.emit('pong')
  }
  terminate() {
    this.isTerminated = true
  }
}

afterEach(() => {
  vi.useRealTimers()
})

describe('createHeartbeat', () => {
  it('pings sockets that joined together a slice at a time, each once per interval', () => {
    vi.useFakeTimers()
    const heartbeat = createHeartbeat(30_000, 30)
    const sockets = Array.from({ length: 300 }, () => new FakeSocket())
    for (const socket of sockets) heartbeat.add(socket)
    const pinged = () => sockets.reduce((sum, socket) => sum + socket.pings, 0)
    vi.advanceTimersByTime(1_000)
    expect(pinged()).toBe(10)
    vi.advanceTimersByTime(29_000)
    expect(pinged()).toBe(300)
    expect(sockets.every((socket) => socket.pings === 1)).toBe(true)
    heartbeat.stop()
  })

  it('closes a socket that did not answer the previous ping, and forgets one that left', () => {
    vi.useFakeTimers()
    const heartbeat = createHeartbeat(3_000, 3)
    const [silent, answering, leaving] = [new FakeSocket(), new FakeSocket(), new FakeSocket()]
    silent.answers = false
    heartbeat.add(silent)
    heartbeat.add(answering)
    const stopLeaving = heartbeat.add(leaving)
    stopLeaving()
    vi.advanceTimersByTime(3_000)
    expect(silent.isTerminated).toBe(false)
    vi.advanceTimersByTime(3_000)
    expect(silent.isTerminated).toBe(true)
    expect(answering.isTerminated).toBe(false)
    expect(answering.pings).toBe(2)
    expect(leaving.pings).toBe(0)
    heartbeat.stop()
  })
})
