import { generateServerSeed, serverSeedHash } from '@khela/contracts/fairness'
import { useEffect, useSyncExternalStore } from 'react'
import type { KeyValueStorage } from './demo-wallet.ts'

/**
 * Demo mode's seed pair, made in the browser: the server seed's hash is shown before play and Rotate reveals the
 * seed, exactly as with real money, so a demo outcome can be checked on /fairness too.
 */
export interface DemoSeeds {
  serverSeed: string
  serverSeedHash: string
  clientSeed: string
  nextNonce: number
  previous: { serverSeed: string; serverSeedHash: string; clientSeed: string; betCount: number } | null
}

const STORAGE_KEY = 'khela.demo-seeds'

const randomClientSeed = () => generateServerSeed().slice(0, 16)

function isSeeds(value: unknown): value is DemoSeeds {
  if (typeof value !== 'object' || value === null) return false
  const seeds = value as Partial<DemoSeeds>
  return (
    typeof seeds.serverSeed === 'string' &&
    typeof seeds.serverSeedHash === 'string' &&
    typeof seeds.clientSeed === 'string' &&
    Number.isSafeInteger(seeds.nextNonce)
  )
}

export function createDemoSeeds(storage: KeyValueStorage | null) {
  const listeners = new Set<() => void>()
  let state: DemoSeeds | null = read()
  let pending: Promise<DemoSeeds> | null = null

  function read(): DemoSeeds | null {
    try {
      const stored = storage?.getItem(STORAGE_KEY)
      const parsed: unknown = stored ? JSON.parse(stored) : null
      return isSeeds(parsed) ? parsed : null
    } catch {
      return null
    }
  }

  function write(next: DemoSeeds) {
    state = next
    try {
      storage?.setItem(STORAGE_KEY, JSON.stringify(next))
    } catch {
      // Kept for this page only.
    }
    for (const listener of listeners) listener()
  }

  async function fresh(clientSeed: string, previous: DemoSeeds['previous']): Promise<DemoSeeds> {
    const serverSeed = generateServerSeed()
    return {
      serverSeed,
      serverSeedHash: await serverSeedHash(serverSeed),
      clientSeed,
      nextNonce: 0,
      previous,
    }
  }

  async function ready(): Promise<DemoSeeds> {
    if (state) return state
    pending ??= fresh(randomClientSeed(), null).then((made) => {
      write(made)
      return made
    })
    return pending
  }

  return {
    getState: () => state,
    subscribe(listener: () => void) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    ready,
    /** The seeds and nonce for one bet; the next bet gets the next nonce. */
    async takeNonce(): Promise<{ serverSeed: string; clientSeed: string; nonce: number }> {
      const seeds = await ready()
      write({ ...seeds, nextNonce: seeds.nextNonce + 1 })
      return { serverSeed: seeds.serverSeed, clientSeed: seeds.clientSeed, nonce: seeds.nextNonce }
    },
    /** Reveals the current server seed and starts a new one, with this client seed or a random one. */
    async rotate(clientSeed?: string): Promise<void> {
      const seeds = await ready()
      write(
        await fresh(clientSeed ?? randomClientSeed(), {
          serverSeed: seeds.serverSeed,
          serverSeedHash: seeds.serverSeedHash,
          clientSeed: seeds.clientSeed,
          betCount: seeds.nextNonce,
        }),
      )
    },
  }
}

function browserStorage(): KeyValueStorage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage
  } catch {
    return null
  }
}

export const demoSeeds = createDemoSeeds(browserStorage())

/** The demo seed pair, made on first use. */
export function useDemoSeeds(isEnabled = true): DemoSeeds | null {
  useEffect(() => {
    if (isEnabled) void demoSeeds.ready()
  }, [isEnabled])
  return useSyncExternalStore(demoSeeds.subscribe, demoSeeds.getState, demoSeeds.getState)
}
