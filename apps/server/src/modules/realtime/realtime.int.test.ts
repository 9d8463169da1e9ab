import type { ServerMessage } from '@khela/contracts/realtime'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { makeUserWithRole } from '../../../test/make-staff.ts'
import { signUpPlayer } from '../../../test/sign-up.ts'
import { createTestApp } from '../../../test/test-app.ts'
import { createTestDatabase } from '../../../test/test-database.ts'
import { connectSocket } from '../../../test/ws-client.ts'
import type { App } from '../../app.ts'
import { cashierEvents } from '../cashier/cashier-events.ts'
import { createRealtimeHub, type RealtimeHub, userChannel } from './realtime-hub.ts'

const isPostgres = process.env.KHELA_TEST_DRIVER === 'pg'
// Two instances on one database need a server: an embedded PGlite belongs to one process. On PGlite
// the same behaviour is proven within one instance.
const instanceCount = isPostgres ? 2 : 1

const apps: App[] = []
const baseUrls: string[] = []
let dropDatabase: () => Promise<void>

beforeAll(async () => {
  const testDatabase = await createTestDatabase()
  dropDatabase = testDatabase.drop
  for (let index = 0; index < instanceCount; index += 1) {
    const { app } = await createTestApp(testDatabase.database)
    await app.listen({ host: '127.0.0.1', port: 0 })
    const address = app.server.address()
    if (!address || typeof address === 'string') throw new Error('no port')
    apps.push(app)
    baseUrls.push(`http://127.0.0.1:${address.port}`)
  }
})

afterAll(async () => {
  for (const app of apps) await app.close()
  await dropDatabase()
})

const publisher = () => apps[0] as App
const subscriberUrl = () => baseUrls[instanceCount - 1] as string

describe('/api/ws', () => {
  it(`delivers a public message published on one instance to a client of ${instanceCount === 2 ? 'the other' : 'it'}`, async () => {
    const client = await connectSocket(subscriberUrl())
    client.send({ type: 'subscribe', channel: 'public:lobby' })
    await client.next((message) => message.type === 'subscribed')
    await publisher().services.realtime.publish('public:lobby', { jackpot: 125_000 })
    expect(await client.next((message) => message.type === 'message')).toEqual({
      type: 'message',
      channel: 'public:lobby',
      data: { jackpot: 125_000 },
    })
    client.close()
  })

  it('serialises a public message once for all of its sockets on an instance', async () => {
    const clients = await Promise.all([0, 1, 2].map(() => connectSocket(subscriberUrl())))
    for (const client of clients) {
      client.send({ type: 'subscribe', channel: 'public:many' })
      await client.next((message) => message.type === 'subscribed')
    }
    const stringify = vi.spyOn(JSON, 'stringify')
    try {
      await publisher().services.realtime.publish('public:many', { round: 7 })
      for (const client of clients)
        expect(await client.next((message) => message.type === 'message')).toEqual({
          type: 'message',
          channel: 'public:many',
          data: { round: 7 },
        })
      const frames = stringify.mock.calls.filter(
        ([value]) => (value as { type?: string } | null)?.type === 'message',
      )
      expect(frames).toHaveLength(1)
    } finally {
      stringify.mockRestore()
      for (const client of clients) client.close()
    }
  })

  it('stops delivering after unsubscribe', async () => {
    const client = await connectSocket(subscriberUrl())
    client.send({ type: 'subscribe', channel: 'public:ticker' })
    client.send({ type: 'subscribe', channel: 'public:marker' })
    await client.next((message) => message.type === 'subscribed' && message.channel === 'public:marker')
    client.send({ type: 'unsubscribe', channel: 'public:ticker' })
    await client.next((message) => message.type === 'unsubscribed')
    await publisher().services.realtime.publish('public:ticker', { tick: 1 })
    // NOTIFYs from one session arrive in order, so once the marker is here the ticker would have been too.
    await publisher().services.realtime.publish('public:marker', { done: true })
    await client.next((message) => message.type === 'message' && message.channel === 'public:marker')
    expect(client.pending().filter((message) => message.type === 'message')).toEqual([])
    client.close()
  })

  it("gives a signed-in player their own channel and nobody else's", async () => {
    const alice = await signUpPlayer(publisher())
    const bob = await signUpPlayer(publisher())
    const aliceSocket = await connectSocket(subscriberUrl(), alice.cookie)
    const bobSocket = await connectSocket(subscriberUrl(), bob.cookie)
    aliceSocket.send({ type: 'subscribe', channel: 'user' })
    bobSocket.send({ type: 'subscribe', channel: 'user' })
    await aliceSocket.next((message) => message.type === 'subscribed')
    await bobSocket.next((message) => message.type === 'subscribed')

    await publisher().services.realtime.publish(userChannel(alice.userId), { balance: 500 })
    await publisher().services.realtime.publish(userChannel(bob.userId), { balance: 900 })

    expect(await aliceSocket.next((message) => message.type === 'message')).toMatchObject({
      data: { balance: 500 },
    })
    expect(await bobSocket.next((message) => message.type === 'message')).toMatchObject({
      data: { balance: 900 },
    })
    expect(aliceSocket.pending()).toEqual([])
    aliceSocket.close()
    bobSocket.close()
  })

  it('refuses the user channel to a visitor and rejects malformed messages', async () => {
    const client = await connectSocket(subscriberUrl())
    client.send({ type: 'subscribe', channel: 'user' })
    expect(await client.next((message) => message.type === 'error')).toEqual({
      type: 'error',
      code: 'UNAUTHENTICATED',
      channel: 'user',
    })
    client.sendRaw('{"type":"subscribe","channel":"user:someone-else"}')
    expect(await client.next((message) => message.type === 'error')).toEqual({
      type: 'error',
      code: 'BAD_MESSAGE',
    })
    client.sendRaw('not json')
    expect(await client.next((message) => message.type === 'error')).toEqual({
      type: 'error',
      code: 'BAD_MESSAGE',
    })
    client.send({ type: 'ping' })
    expect(await client.next((message) => message.type === 'pong')).toEqual({ type: 'pong' })
    client.close()
  })

  it('gives staff:cashier only to staff who decide deposits and withdrawals', async () => {
    const visitor = await connectSocket(subscriberUrl())
    visitor.send({ type: 'subscribe', channel: 'staff:cashier' })
    expect(await visitor.next((message) => message.type === 'error')).toEqual({
      type: 'error',
      code: 'UNAUTHENTICATED',
      channel: 'staff:cashier',
    })
    visitor.close()
    for (const role of ['player', 'support', 'content'] as const) {
      const user = await makeUserWithRole(publisher(), role)
      const socket = await connectSocket(subscriberUrl(), user.cookie)
      socket.send({ type: 'subscribe', channel: 'staff:cashier' })
      expect(await socket.next((message) => message.type === 'error'), role).toEqual({
        type: 'error',
        code: 'FORBIDDEN',
        channel: 'staff:cashier',
      })
      socket.close()
    }
    const sockets = []
    for (const role of ['finance', 'admin'] as const) {
      const staff = await makeUserWithRole(publisher(), role)
      const socket = await connectSocket(subscriberUrl(), staff.cookie)
      socket.send({ type: 'subscribe', channel: 'staff:cashier' })
      expect(await socket.next((message) => message.type !== 'pong'), role).toEqual({
        type: 'subscribed',
        channel: 'staff:cashier',
      })
      sockets.push(socket)
    }
    await cashierEvents.pendingChanged(publisher().services.realtime)
    for (const socket of sockets) {
      expect(await socket.next((message) => message.type === 'message')).toEqual({
        type: 'message',
        channel: 'staff:cashier',
        data: { type: 'cashier.pending' },
      })
      socket.close()
    }
  })

  it("delivers each message once per instance: to the publisher's own sockets, through NOTIFY to others", async () => {
    // A second hub on the same database stands for another instance (on PGlite too).
    const other: RealtimeHub = await createRealtimeHub(publisher().services.database, publisher().log)
    const otherReceived: unknown[] = []
    other.subscribe('public:once', (data) => otherReceived.push(data))
    const client = await connectSocket(baseUrls[0] as string)
    try {
      client.send({ type: 'subscribe', channel: 'public:once' })
      await client.next((message) => message.type === 'subscribed')
      const here = publisher().services.realtime
      await here.publish('public:once', { from: 'here' })
      await other.publish('public:once', { from: 'elsewhere' })
      await here.publish('public:once', { from: 'here, later' })
      const from = (origin: string) => (message: ServerMessage) =>
        message.type === 'message' && (message.data as { from?: string }).from === origin
      // Each instance hears the NOTIFYs in commit order: a second copy of the first message would have reached
      // the client before the other instance's message, and the other instance's own copy of its message before
      // the last one.
      await client.next(from('elsewhere'))
      await client.next(from('here'))
      await client.next(from('here, later'))
      expect(client.pending()).toEqual([])
      await expect.poll(() => otherReceived).toContainEqual({ from: 'here, later' })
      expect(otherReceived).toHaveLength(3)
      expect(otherReceived).toEqual(
        expect.arrayContaining([{ from: 'here' }, { from: 'elsewhere' }, { from: 'here, later' }]),
      )
    } finally {
      client.close()
      await other.close()
    }
  })

  it('tells every instance which messages can wait for the next one', async () => {
    const other: RealtimeHub = await createRealtimeHub(publisher().services.database, publisher().log)
    const here = publisher().services.realtime
    const heard = { here: [] as unknown[], other: [] as unknown[] }
    const stop = here.subscribe('public:wait', (data, options) => heard.here.push({ data, ...options }))
    other.subscribe('public:wait', (data, options) => heard.other.push({ data, ...options }))
    try {
      await here.publish('public:wait', { n: 1 }, { canWait: true })
      await here.publish('public:wait', { n: 2 })
      const expected = [
        { data: { n: 1 }, canWait: true },
        { data: { n: 2 }, canWait: false },
      ]
      expect(heard.here).toEqual(expected)
      await expect.poll(() => heard.other).toHaveLength(2)
      expect(heard.other).toEqual(expected)
    } finally {
      stop()
      await other.close()
    }
  })

  it('delivers a burst published at once to every instance, in order, identical messages too', async () => {
    const other: RealtimeHub = await createRealtimeHub(publisher().services.database, publisher().log)
    const here = publisher().services.realtime
    const heard: unknown[] = []
    other.subscribe('public:burst', (data) => heard.push(data))
    try {
      // Sent while the first is out, the rest go in one statement: PostgreSQL would deliver a payload it was
      // given twice in one transaction only once, were the messages not numbered.
      const burst = Array.from({ length: 40 }, (_, index) => ({ n: index % 4 === 0 ? 'same' : index }))
      await Promise.all(burst.map((data) => here.publish('public:burst', data)))
      await expect.poll(() => heard.length).toBe(burst.length)
      expect(heard).toEqual(burst)
    } finally {
      await other.close()
    }
  })

  it('refuses to publish a message too large for NOTIFY', async () => {
    await expect(
      publisher().services.realtime.publish('public:big', { blob: 'x'.repeat(9_000) }),
    ).rejects.toThrow(/over 7900 bytes/)
  })
})
