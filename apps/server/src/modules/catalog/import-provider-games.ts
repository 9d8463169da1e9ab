import { slugMaxLength } from '@khela/contracts/catalog'
import {
  type GameFileRow,
  type GameFileUpload,
  type GameImportRejection,
  type GameImportReport,
  type GameRowProblem,
  gameFileRow,
  gameRowProblems,
  parseGameFile,
} from '@khela/contracts/provider-setup'
import type { SessionUser } from '@khela/contracts/session'
import { and, eq, inArray, sql } from 'drizzle-orm'
import { gameCategories, gameCategoryMembers, games } from '../../db/schema/catalog.ts'
import { AppError } from '../../lib/app-error.ts'
import type { Services } from '../../services.ts'
import { recordAuditEntry } from '../audit/record-audit-entry.ts'
import { slugFromName } from './category-slug.ts'
import { findProvider } from './get-provider-credentials.ts'

type Tx = Parameters<Parameters<Services['database']['db']['transaction']>[0]>[0]
type CheckedRow = { row: number; game: GameFileRow; categoryIds: number[] | undefined }

const gamesPerInsert = 500

function rejectionOf(
  row: number,
  values: Record<string, unknown>,
  issue: { path: PropertyKey[]; message: string; keys?: string[] },
): GameImportRejection {
  const problem = (gameRowProblems as readonly string[]).includes(issue.message)
    ? (issue.message as GameRowProblem)
    : 'REQUIRED'
  const field = issue.keys?.[0] ?? (issue.path[0] === undefined ? null : String(issue.path[0]))
  const code = typeof values.code === 'string' || typeof values.code === 'number' ? String(values.code) : null
  const raw = field === null ? undefined : values[field]
  const value =
    raw === undefined || raw === null || String(raw).trim() === '' ? null : String(raw).slice(0, 80)
  return { row, code: code?.trim() || null, field, value, problem }
}

/** Category references of a file: a lobby slug, or `kind:slug`. */
async function categoryIdsBySlug(tx: Tx): Promise<Map<string, number>> {
  const rows = await tx
    .select({ id: gameCategories.id, kind: gameCategories.kind, slug: gameCategories.slug })
    .from(gameCategories)
  const ids = new Map<string, number>()
  for (const { id, kind, slug } of rows) {
    ids.set(`${kind}:${slug}`, id)
    if (kind === 'lobby') ids.set(slug, id)
  }
  return ids
}

/** The rows that can be imported, and why each other row cannot: field checks, categories, repeated codes. */
function checkRows(
  rows: { row: number; values: Record<string, unknown> }[],
  categoryIds: Map<string, number>,
): { accepted: CheckedRow[]; rejected: GameImportRejection[] } {
  const accepted: CheckedRow[] = []
  const rejected: GameImportRejection[] = []
  const firstRowOfCode = new Map<string, number>()
  for (const { row, values } of rows) {
    const parsed = gameFileRow.safeParse(values)
    if (!parsed.success) {
      const [issue] = parsed.error.issues
      rejected.push(rejectionOf(row, values, issue ?? { path: [], message: 'REQUIRED' }))
      continue
    }
    const game = parsed.data
    const unknown = game.categories?.find((slug) => !categoryIds.has(slug))
    if (unknown !== undefined) {
      rejected.push({
        row,
        code: game.code,
        field: 'categories',
        value: unknown,
        problem: 'UNKNOWN_CATEGORY',
      })
      continue
    }
    const earlier = firstRowOfCode.get(game.code)
    if (earlier !== undefined) {
      rejected.push({
        row,
        code: game.code,
        field: 'code',
        value: String(earlier),
        problem: 'DUPLICATE_CODE',
      })
      continue
    }
    firstRowOfCode.set(game.code, row)
    const ids = game.categories?.map((slug) => categoryIds.get(slug) as number)
    accepted.push({ row, game, categoryIds: ids && [...new Set(ids)] })
  }
  return { accepted, rejected }
}

const gameImportsLockKey = 727_005

/** A slug no other game has, within the length the catalogue's routes accept, suffixes included. */
function uniqueSlug(title: string, code: string, providerCode: string, taken: Set<string>): string {
  const base = slugFromName(title) || slugFromName(code) || 'game'
  const withinSlugLength = (stem: string, suffix: string) =>
    `${stem.slice(0, slugMaxLength - suffix.length).replace(/-+$/, '')}${suffix}`
  const provider = (slugFromName(providerCode) || 'provider').slice(0, 30).replace(/-+$/, '')
  for (const candidate of [withinSlugLength(base, ''), withinSlugLength(base, `-${provider}`)]) {
    if (!taken.has(candidate)) return candidate
  }
  for (let number = 2; ; number++) {
    const candidate = withinSlugLength(base, `-${provider}-${number}`)
    if (!taken.has(candidate)) return candidate
  }
}

/**
 * Imports a provider's game file (Generate Game): every row is checked on its own; the good ones are added
 * (new code) or update the game with that code (upsert by provider + code), all in one transaction with one
 * audit entry. A row's empty cell keeps what the game has; a row's categories replace the game's set.
 * A file that cannot be read at all is refused with `fields.file` naming the problem.
 */
export async function importProviderGames(
  { database }: Pick<Services, 'database'>,
  change: { staff: SessionUser; providerCode: string; file: GameFileUpload; ipAddress: string | null },
): Promise<GameImportReport> {
  const { providerCode } = change
  const parsed = parseGameFile(change.file)
  if (!parsed.ok) {
    throw new AppError('VALIDATION_FAILED', {
      fields: { file: parsed.problem.code },
      message: `The game file cannot be imported (${parsed.problem.code}${parsed.problem.detail ? `: ${parsed.problem.detail}` : ''}).`,
    })
  }
  return database.db.transaction(async (tx) => {
    // Imports take turns: two at once would pick the same free slug or add the same code, and one would fail.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${gameImportsLockKey})`)
    const provider = await findProvider(tx, providerCode)
    const { accepted, rejected } = checkRows(parsed.rows, await categoryIdsBySlug(tx))
    const codes = accepted.map(({ game }) => game.code)
    const existing = new Map(
      (codes.length === 0
        ? []
        : await tx
            .select({ id: games.id, code: games.code, slug: games.slug, position: games.position })
            .from(games)
            .where(and(eq(games.providerCode, providerCode), inArray(games.code, codes)))
      ).map((game) => [game.code, game]),
    )
    const report: GameImportReport = { provider, added: [], updated: [], rejected }
    const memberships: { gameId: number; categoryIds: number[]; position: number }[] = []

    const fresh = accepted.filter(({ game }) => !existing.has(game.code))
    const freshByCode = new Map(fresh.map((row) => [row.game.code, row]))
    if (fresh.length) {
      const taken = new Set((await tx.select({ slug: games.slug }).from(games)).map((game) => game.slug))
      const [last] = await tx
        .select({ position: sql<number>`coalesce(max(${games.position}), 0)::int` })
        .from(games)
      let nextPosition = Number(last?.position ?? 0)
      const values = fresh.map(({ game }) => {
        const slug = uniqueSlug(game.title, game.code, providerCode, taken)
        taken.add(slug)
        return {
          providerCode,
          code: game.code,
          slug,
          title: game.title,
          isPopular: game.popular ?? false,
          isNew: game.new ?? false,
          isExclusive: game.exclusive ?? false,
          rtpBasisPoints: game.rtp ?? null,
          hasDemo: game.demo ?? false,
          status: game.status ?? 'active',
          position: game.position ?? ++nextPosition,
          launchKind: 'provider' as const,
        }
      })
      for (let start = 0; start < values.length; start += gamesPerInsert) {
        const inserted = await tx
          .insert(games)
          .values(values.slice(start, start + gamesPerInsert))
          .returning({
            id: games.id,
            code: games.code,
            slug: games.slug,
            title: games.title,
            position: games.position,
          })
        for (const game of inserted) {
          const row = freshByCode.get(game.code)
          if (!row) continue
          report.added.push({ row: row.row, code: game.code, title: game.title, slug: game.slug })
          if (row.categoryIds?.length)
            memberships.push({ gameId: game.id, categoryIds: row.categoryIds, position: game.position })
        }
      }
    }

    for (const { row, game, categoryIds } of accepted) {
      const current = existing.get(game.code)
      if (!current) continue
      const position = game.position ?? current.position
      await tx
        .update(games)
        .set({
          title: game.title,
          isPopular: game.popular,
          isNew: game.new,
          isExclusive: game.exclusive,
          rtpBasisPoints: game.rtp,
          hasDemo: game.demo,
          status: game.status,
          position: game.position,
          updatedAt: new Date(),
        })
        .where(eq(games.id, current.id))
      if (categoryIds) {
        await tx.delete(gameCategoryMembers).where(eq(gameCategoryMembers.gameId, current.id))
        memberships.push({ gameId: current.id, categoryIds, position })
      } else if (game.position !== undefined) {
        await tx
          .update(gameCategoryMembers)
          .set({ position })
          .where(eq(gameCategoryMembers.gameId, current.id))
      }
      report.updated.push({ row, code: game.code, title: game.title, slug: current.slug })
    }

    const members = memberships.flatMap(({ gameId, categoryIds, position }) =>
      categoryIds.map((categoryId) => ({ categoryId, gameId, position })),
    )
    for (let start = 0; start < members.length; start += gamesPerInsert * 4) {
      await tx.insert(gameCategoryMembers).values(members.slice(start, start + gamesPerInsert * 4))
    }
    report.added.sort((a, b) => a.row - b.row)

    await recordAuditEntry(tx, {
      actorId: change.staff.id,
      action: 'games.import',
      recordType: 'game_provider',
      recordId: providerCode,
      after: {
        fileName: change.file.fileName,
        added: report.added.map((game) => game.code),
        updated: report.updated.map((game) => game.code),
        rejected: report.rejected.length,
      },
      ipAddress: change.ipAddress,
    })
    return report
  })
}
