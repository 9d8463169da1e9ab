import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import path from 'node:path'

export const gameCodes = ['fortune-five', 'euro-roulette'] as const
export type GameCode = (typeof gameCodes)[number]

/**
 * A round as the studio keeps it, for its own reconciliation against Khela's:
 * - `open`: the bet is on its way; `settled`: bet and win answered;
 * - `refused`: Khela refused the bet (nothing moved); `cancelled`: the bet was rolled back (or arrived after a
 *   rollback and moved nothing); `rollback_pending` / `win_pending`: the call could not be delivered yet and is
 *   retried until it is;
 * - `free_paid`: a free-round spin whose win (0 too) Khela took with `free-round-win`; `free_pending`: not delivered
 *   yet, retried until it is; a spin Khela refused (its grant ended there) is `cancelled`;
 * - `free_unpaid`: a spin of a grant made here by hand, with no operator reference: nobody to pay it.
 */
export type RoundStatus =
  | 'open'
  | 'settled'
  | 'refused'
  | 'cancelled'
  | 'rollback_pending'
  | 'win_pending'
  | 'free_paid'
  | 'free_pending'
  | 'free_unpaid'

export type Round = {
  id: string
  player: string
  game: GameCode
  currency: string
  /** The launch token, kept so a pending win or rollback can be sent after the page is gone. */
  token: string
  stake: number
  win: number
  status: RoundStatus
  betTransaction: string
  winTransaction: string | null
  rollbackTransaction: string | null
  /** Khela's refusal code, for a refused bet. */
  refusal: string | null
  freeRoundGrant: string | null
  createdAt: string
  updatedAt: string
}

export type FreeRoundGrant = {
  id: string
  player: string
  game: GameCode
  currency: string
  stake: number
  count: number
  remaining: number
  /** The operator's id of the grant (Khela's grant id), named in every `free-round-win`; null: made here by hand. */
  reference: string | null
  createdAt: string
}

/** A page's session: a launch that Khela's wallet accepted, or a demo with play money held here. */
export type PlaySession = {
  id: string
  game: GameCode
  lang: 'en' | 'bn'
  currency: string
  createdAt: string
} & ({ mode: 'real'; token: string; player: string } | { mode: 'demo'; balance: number })

type StoreData = {
  rounds: Round[]
  grants: FreeRoundGrant[]
  sessions: PlaySession[]
}

export type Store = ReturnType<typeof openStore>

/**
 * The studio's own records: one JSON file under DATA_DIR, rewritten whole (write, then rename) after every
 * change. Enough for a reference studio's volume; a real one would use a database.
 */
export function openStore(dataDir: string | null) {
  const file = dataDir ? path.join(dataDir, 'reference-provider.json') : null
  const data: StoreData = { rounds: [], grants: [], sessions: [] }
  if (file) {
    mkdirSync(path.dirname(file), { recursive: true })
    try {
      Object.assign(data, JSON.parse(readFileSync(file, 'utf8')) as StoreData)
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
    }
  }
  const rounds = new Map(data.rounds.map((round) => [round.id, round]))
  const grants = new Map(data.grants.map((grant) => [grant.id, grant]))
  const sessions = new Map(data.sessions.map((session) => [session.id, session]))

  function save() {
    if (!file) return
    const snapshot: StoreData = {
      rounds: [...rounds.values()],
      grants: [...grants.values()],
      sessions: [...sessions.values()].filter((session) => session.mode === 'real'),
    }
    writeFileSync(`${file}.tmp`, JSON.stringify(snapshot))
    renameSync(`${file}.tmp`, file)
  }

  return {
    rounds: () => [...rounds.values()],
    findRound: (id: string) => rounds.get(id),
    saveRound(round: Round) {
      rounds.set(round.id, { ...round, updatedAt: new Date().toISOString() })
      save()
    },
    grants: () => [...grants.values()],
    findGrant: (id: string) => grants.get(id),
    findGrantByReference: (reference: string) =>
      [...grants.values()].find((grant) => grant.reference === reference),
    saveGrant(grant: FreeRoundGrant) {
      grants.set(grant.id, grant)
      save()
    },
    findSession: (id: string) => sessions.get(id),
    saveSession(session: PlaySession) {
      sessions.set(session.id, session)
      if (session.mode === 'real') save()
    },
  }
}
