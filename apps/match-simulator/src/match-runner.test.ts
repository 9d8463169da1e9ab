import type { LiveFeedMessage } from '@khela/contracts/sportsbook-live-feed'
import { describe, expect, it } from 'vitest'
import { demoTeams } from './engine/demo-squads.ts'
import { createMatchRunner } from './match-runner.ts'

function runner(loop: boolean) {
  const sent: LiveFeedMessage[] = []
  const now = () => new Date('2026-12-01T14:00:00Z')
  const created = createMatchRunner({
    seed: 5,
    source: 'match-sim',
    loop,
    teams: demoTeams,
    now,
    send: async (message) => {
      sent.push(message)
    },
  })
  return { runner: created, sent }
}

async function playToEnd(played: ReturnType<typeof runner>) {
  while (played.sent.at(-1)?.type !== 'matchEnd') await played.runner.step()
}

describe('the match runner', () => {
  it('numbers each event’s messages 1, 2, 3, … and stops after the match without LOOP', async () => {
    const played = runner(false)
    await playToEnd(played)
    expect(played.sent.map((message) => message.seq)).toEqual(played.sent.map((_, index) => index + 1))
    expect(new Set(played.sent.map((message) => message.event)).size).toBe(1)
    expect(await played.runner.step()).toEqual([])
    expect(played.runner.isFinished()).toBe(true)
  })

  it('with LOOP starts a new event from the next seed, its seq from 1', async () => {
    const played = runner(true)
    await playToEnd(played)
    const first = played.sent[0]?.event
    const next = await played.runner.step()
    expect(next[0]?.event).not.toBe(first)
    expect(next[0]?.event).toMatch(/^sim-6-/)
    expect(next.map((message) => message.seq)).toEqual(next.map((_, index) => index + 1))
    expect(played.runner.isFinished()).toBe(false)
  })

  it('never runs two steps at once: steps asked for together send in order', async () => {
    const played = runner(false)
    await Promise.all([played.runner.step(), played.runner.step(), played.runner.step()])
    expect(played.sent.map((message) => message.seq)).toEqual(played.sent.map((_, index) => index + 1))
  })
})
