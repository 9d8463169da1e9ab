import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createRealtimeClient, type RealtimeEvent } from './realtime.ts'

/** Just enough of a browser WebSocket: the test opens, answers and closes it by hand. */
class FakeSocket {
  static readonly OPEN = 1
  static all: FakeSocket[] = []
  readyState = 0
  sent: unknown[] = []
  isClosed = false
  private handlers = new Map<string, ((event: never) => void)[]>()

  readonly url: string

  constructor(url: string) {
    this.url = url
    FakeSocket.all.push(this)
  }
  addEventListener(type: string, handler: (event: never) => void) {
    this.handlers.set(type, [...(this.handlers.get(type) ?? []), handler])
  }
  send(raw: string) {
    this.sent.push(JSON.parse(raw))
  }
  close() {
    this.isClosed = true
    this.readyState = 3
  }
  private fire(type: string, event: object) {
    for (const handler of this.handlers.get(type) ?? []) handler(event as never)
  }
  open() {
    this.readyState = FakeSocket.OPEN
    this.fire('open', {})
  }
  receive(message: object) {
    this.fire('message', { data: JSON.stringify(message) })
  }
  drop(code = 1006) {
    this.readyState = 3
    this.fire('close', { code })
  }
}

const latest = () => FakeSocket.all.at(-1) as FakeSocket

function record() {
  const events: RealtimeEvent[] = []
  return { events, listener: (event: RealtimeEvent) => events.push(event) }
}

beforeEach(() => {
  FakeSocket.all = []
  vi.useFakeTimers()
  vi.spyOn(Math, 'random').mockReturnValue(1)
  vi.stubGlobal('WebSocket', FakeSocket)
})

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('the realtime client', () => {
  it('subscribes on open, says ready only once the server confirms, and passes messages on', () => {
    const client = createRealtimeClient(() => 'ws://test/api/ws')
    const user = record()
    client.subscribe('user', user.listener)
    latest().open()
    expect(latest().sent).toEqual([{ type: 'subscribe', channel: 'user' }])
    expect(user.events).toEqual([])
    latest().receive({ type: 'subscribed', channel: 'user' })
    latest().receive({ type: 'message', channel: 'user', data: { type: 'wallet.balance' } })
    expect(user.events).toEqual([{ kind: 'ready' }, { kind: 'message', data: { type: 'wallet.balance' } }])
  })

  it('tells a second listener ready only when the channel is really subscribed', () => {
    const client = createRealtimeClient(() => 'ws://test/api/ws')
    client.subscribe('user', () => {})
    latest().open()
    const early = record()
    client.subscribe('user', early.listener)
    expect(early.events).toEqual([])
    latest().receive({ type: 'subscribed', channel: 'user' })
    const late = record()
    client.subscribe('user', late.listener)
    expect(late.events).toEqual([{ kind: 'ready' }])
  })

  it('reconnects after a drop with growing backoff and subscribes every channel again', () => {
    const client = createRealtimeClient(() => 'ws://test/api/ws')
    const user = record()
    client.subscribe('user', user.listener)
    client.subscribe('public:lobby', () => {})
    latest().open()
    latest().drop()
    expect(FakeSocket.all).toHaveLength(1)
    vi.advanceTimersByTime(999)
    expect(FakeSocket.all).toHaveLength(1)
    vi.advanceTimersByTime(1)
    expect(FakeSocket.all).toHaveLength(2)
    latest().open()
    expect(latest().sent).toEqual([
      { type: 'subscribe', channel: 'user' },
      { type: 'subscribe', channel: 'public:lobby' },
    ])
    // Accepted and closed at once, without subscribing: the next wait is longer (2 s), not back to 1 s.
    latest().drop()
    vi.advanceTimersByTime(1999)
    expect(FakeSocket.all).toHaveLength(2)
    vi.advanceTimersByTime(1)
    expect(FakeSocket.all).toHaveLength(3)
    // A confirmed subscription starts the backoff over.
    latest().open()
    latest().receive({ type: 'subscribed', channel: 'user' })
    expect(user.events).toEqual([{ kind: 'ready' }])
    latest().drop()
    vi.advanceTimersByTime(1000)
    expect(FakeSocket.all).toHaveLength(4)
  })

  it('passes a refusal to the channel’s listeners without claiming ready', () => {
    const client = createRealtimeClient(() => 'ws://test/api/ws')
    const staff = record()
    const user = record()
    client.subscribe('staff:cashier', staff.listener)
    client.subscribe('user', user.listener)
    latest().open()
    latest().receive({ type: 'error', code: 'FORBIDDEN', channel: 'staff:cashier' })
    latest().receive({ type: 'subscribed', channel: 'user' })
    expect(staff.events).toEqual([{ kind: 'refused', code: 'FORBIDDEN' }])
    expect(user.events).toEqual([{ kind: 'ready' }])
    const second = record()
    client.subscribe('staff:cashier', second.listener)
    expect(second.events).toEqual([])
  })

  it('on a revoked session (4401) tells every listener and does not reconnect by itself', () => {
    const client = createRealtimeClient(() => 'ws://test/api/ws')
    const user = record()
    client.subscribe('user', user.listener)
    latest().open()
    latest().receive({ type: 'subscribed', channel: 'user' })
    latest().drop(4401)
    expect(user.events).toEqual([{ kind: 'ready' }, { kind: 'refused', code: 'UNAUTHENTICATED' }])
    vi.advanceTimersByTime(60_000)
    expect(FakeSocket.all).toHaveLength(1)
    client.reconnect()
    expect(FakeSocket.all).toHaveLength(2)
  })

  it('unsubscribes a channel when its last listener goes, and closes the socket with the last channel', () => {
    const client = createRealtimeClient(() => 'ws://test/api/ws')
    const stopUser = client.subscribe('user', () => {})
    const stopLobby = client.subscribe('public:lobby', () => {})
    const socket = latest()
    socket.open()
    stopUser()
    expect(socket.sent.at(-1)).toEqual({ type: 'unsubscribe', channel: 'user' })
    expect(socket.isClosed).toBe(false)
    stopLobby()
    expect(socket.isClosed).toBe(true)
    socket.drop()
    vi.advanceTimersByTime(60_000)
    expect(FakeSocket.all).toHaveLength(1)
  })
})
