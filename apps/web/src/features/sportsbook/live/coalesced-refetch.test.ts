import { describe, expect, it } from 'vitest'
import { createCoalescedRefetch } from './coalesced-refetch.ts'

/** A refetch whose reads finish (or fail) when the test says. */
function controlledRefetch() {
  const pending: { resolve: () => void; reject: () => void }[] = []
  const refetch = () =>
    new Promise<void>((resolve, reject) => {
      pending.push({ resolve, reject })
    })
  return { refetch, pending }
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('createCoalescedRefetch', () => {
  it('reads at once when nothing is in flight', () => {
    const { refetch, pending } = controlledRefetch()
    createCoalescedRefetch(refetch)()
    expect(pending).toHaveLength(1)
  })

  it('makes exactly one more read for any number of changes during a read', async () => {
    const { refetch, pending } = controlledRefetch()
    const request = createCoalescedRefetch(refetch)
    request()
    request()
    request()
    request()
    expect(pending).toHaveLength(1)
    pending[0]?.resolve()
    await settle()
    expect(pending).toHaveLength(2)
    pending[1]?.resolve()
    await settle()
    expect(pending).toHaveLength(2)
  })

  it('reads again after a failed read when a change came meanwhile, and is ready for the next change', async () => {
    const { refetch, pending } = controlledRefetch()
    const request = createCoalescedRefetch(refetch)
    request()
    request()
    pending[0]?.reject()
    await settle()
    expect(pending).toHaveLength(2)
    pending[1]?.resolve()
    await settle()
    request()
    expect(pending).toHaveLength(3)
  })
})
