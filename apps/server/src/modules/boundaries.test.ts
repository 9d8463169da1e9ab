import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

// DESIGN.md §2: a domain never reaches into another's tables; it calls the other's exported operations. The kernel
// (db/, lib/, plugins/, session/) sits below every module and imports none. docs/architecture.md says the same in
// prose. Tests are left out: they arrange and assert across domains (an audit entry, a balance) on purpose.

/** Which domain owns each table group (`db/schema/<group>.ts`); only the owner imports it. */
const tableOwners: Record<string, string> = {
  accounts: 'accounts',
  agents: 'partners',
  audit: 'audit',
  auth: 'auth',
  bonuses: 'bonuses',
  cashier: 'cashier',
  catalog: 'catalog',
  commissions: 'partners',
  content: 'content',
  kyc: 'kyc',
  ledger: 'wallet',
  mail: 'mail',
  originals: 'originals',
  partners: 'partners',
  providers: 'providers',
  'player-games': 'catalog',
  'provider-credentials': 'catalog',
  'responsible-gambling': 'responsible-gambling',
  risk: 'risk',
  settings: 'settings',
  sportsbook: 'sportsbook',
  'sportsbook-corrections': 'sportsbook',
  'sportsbook-live': 'sportsbook',
}

/**
 * The operations a domain offers the others: its only files another module may import. Everything else in a
 * module is private. Add a file here when another domain needs it, never reach past the list.
 */
const exportedOperations: Record<string, string[]> = {
  accounts: ['find-player-country.ts'],
  audit: ['record-audit-entry.ts'],
  auth: [
    'delete-auth-user.ts',
    'delete-sign-in-accounts.ts',
    'find-latest-sign-in.ts',
    'find-session-ips.ts',
    'revoke-sessions.ts',
  ],
  bonuses: [
    'check-promo-offer.ts',
    'convert-grant.ts',
    'find-bonus-max-bet.ts',
    'find-forfeit-warning.ts',
    'forfeit-player-grants.ts',
    'grant-deposit-bonus.ts',
    'preview-deposit-bonus.ts',
  ],
  cashier: ['find-open-deposit-total.ts', 'sum-deposit-requests.ts'],
  catalog: ['find-provider-game.ts', 'find-wallet-provider.ts', 'game-tile.ts'],
  compliance: ['find-compliance-settings.ts', 'find-restricted-ip-country.ts'],
  kyc: ['find-player-kyc.ts'],
  originals: ['sum-player-bets.ts'],
  overview: ['sum-player-money.ts', 'sum-player-net-losses.ts', 'sum-referred-players.ts'],
  partners: ['attribute-registration.ts', 'sum-shop-deposits.ts', 'tracking-cookie.ts'],
  providers: ['find-game-history-rounds.ts', 'sum-provider-rounds.ts'],
  realtime: ['publish-hints.ts', 'realtime-hub.ts', 'session-control.ts'],
  'responsible-gambling': ['check-player-limits.ts', 'find-exclusion-in-force.ts'],
  risk: [
    'device-cookie.ts',
    'find-player-device-hashes.ts',
    'flag-deposit.ts',
    'flag-partner-daily-total.ts',
    'flag-shop-operation.ts',
    'flag-withdrawal.ts',
    'raise-risk-flag.ts',
    'record-player-device.ts',
    'run-risk-check.ts',
  ],
  settings: [
    'find-registration-settings.ts',
    'find-settings-document.ts',
    'find-site-settings.ts',
    'find-staff-account-settings.ts',
    'save-settings-document.ts',
  ],
  sportsbook: ['sum-player-sport-bets.ts', 'upsert-fixture.ts'],
  uploads: ['image-upload.ts', 'private-image-store.ts'],
  wallet: [
    'ensure-operator-account.ts',
    'ensure-player-accounts.ts',
    'find-grant-balances.ts',
    'find-account-transfers.ts',
    'find-float-balances.ts',
    'find-player-accounts.ts',
    'find-player-cash-accounts.ts',
    'hold-withdrawal.ts',
    'lock-grant-accounts.ts',
    'lock-player-accounts.ts',
    'open-float-account.ts',
    'open-grant-account.ts',
    'pay-players.ts',
    'publish-balance-changed.ts',
    'release-withdrawal.ts',
    'require-bet-accounts.ts',
    'require-player-accounts.ts',
    'run-idempotent-request.ts',
    'run-money-transaction.ts',
    'set-float-credit-limit.ts',
    'settle-withdrawal.ts',
    'transfer.ts',
  ],
}

/** The only crossings allowed past the rules above, each with its reason. Keep it short. */
const exceptions: { from: string[]; to: string; names?: string[]; reason: string }[] = [
  {
    from: ['modules/'],
    to: 'db/schema/auth.ts',
    names: ['users'],
    reason:
      "Better Auth's user row is every person's name, email and role: domains join it to show who, and accounts " +
      'edits its profile, ban and role columns. Sessions and sign-in accounts stay with auth.',
  },
  {
    from: [
      'modules/cashier/find-admin-deposits.ts',
      'modules/cashier/find-admin-withdrawals.ts',
      'modules/originals/find-admin-bets.ts',
      'modules/providers/find-admin-provider-rounds.ts',
      'modules/providers/find-game-history-rounds.ts',
    ],
    to: 'db/schema/accounts.ts',
    names: ['playerProfiles'],
    reason:
      "The back office's deposit, withdrawal, bet and provider round lists (Game History's too) show and search each player's phone in one paged " +
      'query; a call to accounts per page could not filter or page by it.',
  },
  {
    from: ['modules/partners/find-shop-player.ts'],
    to: 'db/schema/accounts.ts',
    names: ['playerProfiles'],
    reason:
      "A shop's cashier finds the player by the phone they registered with: a call to accounts would close a cycle " +
      '(accounts → responsible gambling, which counts shop deposits, → partners).',
  },
  {
    from: ['modules/overview/'],
    to: 'db/schema/',
    reason:
      "The back office's overview is a reporting read model: it sums payments, bets, balances and players in " +
      'single queries across their tables, and writes nothing.',
  },
]

const kernel = ['db/', 'lib/', 'plugins/', 'session/']
const entryPoints = ['app.ts', 'server.ts', 'cluster.ts']

const src = path.resolve(import.meta.dirname, '..')

/** `modules/wallet/transfer.ts` from the file `modules/cashier/decide-deposit.ts` and `../wallet/transfer.ts`. */
function resolve(file: string, specifier: string): string {
  return path.posix.join(path.posix.dirname(file), specifier)
}

type Import = { target: string; names: string[] | null }

/**
 * Each relative module a file imports (static, dynamic, type-only or re-exported), resolved from src/, with the
 * names a plain `import { … }` takes (null for any other form).
 */
function importsOf(file: string, text: string): Import[] {
  const statements = text.matchAll(
    /(?:\bimport\s+(?:type\s+)?(\{[^}]*\})?[^'"]*?\bfrom|\bexport\s[^'"]*?\bfrom|\bimport)\s*\(?\s*['"](\.{1,2}\/[^'"]+)['"]/g,
  )
  return [...statements].map(([, braces, specifier]) => ({
    target: resolve(file, specifier ?? ''),
    names: braces
      ? braces
          .slice(1, -1)
          .split(',')
          .map(
            (name) =>
              name
                .trim()
                .replace(/^type\s+/, '')
                .split(/\s+as\s+/)[0] ?? '',
          )
          .filter(Boolean)
      : null,
  }))
}

const domainOf = (file: string) => (file.startsWith('modules/') ? file.split('/')[1] : undefined)

function isExcepted(file: string, { target, names }: Import): boolean {
  return exceptions.some(
    (exception) =>
      exception.from.some((prefix) => file.startsWith(prefix)) &&
      target.startsWith(exception.to) &&
      (!exception.names || (names?.every((name) => exception.names?.includes(name)) ?? false)),
  )
}

const files = readdirSync(src, { recursive: true, encoding: 'utf8' })
  .map((name) => name.split(path.sep).join('/'))
  .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
  .map((file) => ({ file, imports: importsOf(file, readFileSync(path.join(src, file), 'utf8')) }))

const moduleFiles = files.filter(({ file }) => domainOf(file) !== undefined)

/** Every domain → domain edge, with one import that makes it. */
function domainEdges(): Map<string, Map<string, string>> {
  const edges = new Map<string, Map<string, string>>()
  for (const { file, imports } of moduleFiles) {
    const from = domainOf(file) ?? ''
    for (const { target } of imports) {
      const to = domainOf(target)
      if (!to || to === from) continue
      const out = edges.get(from) ?? new Map<string, string>()
      if (!out.has(to)) out.set(to, `${file} → ${target}`)
      edges.set(from, out)
    }
  }
  return edges
}

/** The domains `from` leads to, following imports. */
function reachableFrom(edges: Map<string, Map<string, string>>, from: string): Set<string> {
  const seen = new Set<string>()
  const stack = [from]
  for (let current = stack.pop(); current !== undefined; current = stack.pop())
    for (const next of edges.get(current)?.keys() ?? [])
      if (!seen.has(next)) {
        seen.add(next)
        stack.push(next)
      }
  return seen
}

/**
 * One cycle per tangle of domains (a group that all reach each other), as `a → b → a`: the shortest way back to
 * the group's first domain in alphabetical order. Polynomial, however many domains and paths there are.
 */
function domainCycles(edges: Map<string, Map<string, string>>): string[][] {
  const domains = [...edges.keys()].sort()
  const reach = new Map(domains.map((domain) => [domain, reachableFrom(edges, domain)]))
  const tangled = new Set<string>()
  const cycles: string[][] = []
  for (const start of domains) {
    if (tangled.has(start) || !reach.get(start)?.has(start)) continue
    for (const domain of domains)
      if (reach.get(start)?.has(domain) && reach.get(domain)?.has(start)) tangled.add(domain)
    const previous = new Map<string, string>()
    const queue = [start]
    while (queue.length > 0 && !previous.has(start)) {
      const current = queue.shift() ?? start
      for (const next of edges.get(current)?.keys() ?? [])
        if (!previous.has(next)) {
          previous.set(next, current)
          queue.push(next)
        }
    }
    const cycle = [start]
    for (let at = previous.get(start); at !== undefined && at !== start; at = previous.get(at))
      cycle.unshift(at)
    cycles.push([start, ...cycle])
  }
  return cycles
}

describe('server boundaries', () => {
  it('reads the sources it checks', () => {
    expect(files.some(({ file }) => file === 'modules/cashier/decide-deposit.ts')).toBe(true)
    expect(
      importsOf('modules/cashier/decide-deposit.ts', "import { transfer } from '../wallet/transfer.ts'"),
    ).toEqual([{ target: 'modules/wallet/transfer.ts', names: ['transfer'] }])
    expect(
      importsOf('modules/a/b.ts', "import type {\n  Db,\n  type X as Y,\n} from '../../db/client.ts'"),
    ).toEqual([{ target: 'db/client.ts', names: ['Db', 'X'] }])
    expect(importsOf('lib/a.ts', "export { x } from '../modules/m/x.ts'\nawait import('./y.ts')")).toEqual([
      { target: 'modules/m/x.ts', names: null },
      { target: 'lib/y.ts', names: null },
    ])
  })

  it('names an owner for every table group', () => {
    const groups = readdirSync(path.join(src, 'db/schema')).map((name) => name.replace(/\.ts$/, ''))
    expect(groups.filter((group) => !tableOwners[group])).toEqual([])
    expect(
      Object.values(tableOwners).filter((domain) => !existsSync(path.join(src, 'modules', domain))),
    ).toEqual([])
  })

  it("keeps every module out of other domains' tables", () => {
    const crossings = moduleFiles.flatMap(({ file, imports }) =>
      imports
        .filter((found) => {
          const group = found.target.match(/^db\/schema\/(.+)\.ts$/)?.[1]
          return group !== undefined && tableOwners[group] !== domainOf(file) && !isExcepted(file, found)
        })
        .map(({ target }) => `${file} → ${target}`),
    )
    expect(crossings).toEqual([])
  })

  it("keeps every module to the other domains' exported operations", () => {
    const crossings = moduleFiles.flatMap(({ file, imports }) =>
      imports
        .filter((found) => {
          const domain = domainOf(found.target)
          if (!domain || domain === domainOf(file) || isExcepted(file, found)) return false
          return !exportedOperations[domain]?.includes(found.target.split('/').slice(2).join('/'))
        })
        .map(({ target }) => `${file} → ${target}`),
    )
    expect(crossings).toEqual([])
  })

  it('lists only exported operations that exist', () => {
    const missing = Object.entries(exportedOperations).flatMap(([domain, operations]) =>
      operations
        .map((operation) => `modules/${domain}/${operation}`)
        .filter((file) => !files.some((found) => found.file === file)),
    )
    expect(missing).toEqual([])
  })

  it('keeps the kernel (db/, lib/, plugins/, session/) from importing modules or the entry point', () => {
    const upward = files
      .filter(({ file }) => kernel.some((folder) => file.startsWith(folder)))
      .flatMap(({ file, imports }) =>
        imports
          .filter(({ target }) => target.startsWith('modules/') || entryPoints.includes(target))
          .map(({ target }) => `${file} → ${target}`),
      )
    expect(upward).toEqual([])
  })

  it('keeps modules from importing the entry point that imports them', () => {
    const upward = moduleFiles.flatMap(({ file, imports }) =>
      imports.filter(({ target }) => entryPoints.includes(target)).map(({ target }) => `${file} → ${target}`),
    )
    expect(upward).toEqual([])
  })

  it('has no import cycle between domains', () => {
    const edges = domainEdges()
    // Each cycle with the imports that close it, so the failure says where to cut.
    const explained = domainCycles(edges).map((cycle) =>
      [
        cycle.join(' → '),
        ...cycle.slice(1).map((to, index) => `  ${edges.get(cycle[index] ?? '')?.get(to)}`),
      ].join('\n'),
    )
    expect(explained).toEqual([])
  })
})
