import { beforeAll, describe, expect, it } from 'vitest'
import { useTestApp } from '../../test/use-test-app.ts'
import { isRefusal } from '../lib/database-errors.ts'
import type { Database } from './client.ts'
import { runFinalStatement, runPrepared } from './run-prepared.ts'

/**
 * Transactions whose BEGIN and COMMIT ride with their first and last statements (pipelined-transactions.ts),
 * against the same work on PGlite, where the owner commits: committed, rolled back and refused alike.
 */
describe('a transaction committed with its last statement', () => {
  const testApp = useTestApp()
  let database: Database

  beforeAll(async () => {
    database = testApp().services.database
    await database.query('CREATE TABLE pipelined (id int PRIMARY KEY, note text NOT NULL)')
  })

  const notes = async () =>
    (await database.query<{ id: number; note: string }>('SELECT id, note FROM pipelined ORDER BY id')).map(
      (row) => `${row.id}:${row.note}`,
    )
  const insert = 'INSERT INTO pipelined (id, note) VALUES ($1, $2) RETURNING id'
  const refuseAbove = `
    WITH written AS (INSERT INTO pipelined (id, note) VALUES ($1, $2) RETURNING id)
    SELECT CASE WHEN id > $3 THEN khela_refuse('TOO_HIGH') END AS refused, id FROM written`

  it('commits both statements, and the connection serves the next transaction', async () => {
    const rows = await database.db.transaction(async (tx) => {
      await runPrepared(tx, 'pipelined_insert', insert, [1, 'first'])
      return runFinalStatement<{ id: number }>(tx, 'pipelined_refuse_above', refuseAbove, [2, 'last', 10])
    })
    expect(rows).toEqual([{ refused: null, id: 2 }])
    expect(await notes()).toEqual(['1:first', '2:last'])
    await database.db.transaction(async (tx) => {
      await runPrepared(tx, 'pipelined_insert', insert, [3, 'next'])
    })
    expect(await notes()).toEqual(['1:first', '2:last', '3:next'])
  })

  it('commits a transaction whose only statement is its last, in one write', async () => {
    const rows = await database.db.transaction((tx) =>
      runFinalStatement<{ id: number }>(tx, 'pipelined_refuse_above', refuseAbove, [5, 'alone', 10]),
    )
    expect(rows).toEqual([{ refused: null, id: 5 }])
    expect(await notes()).toContain('5:alone')
  })

  it('rolls back the whole transaction when the last statement refuses', async () => {
    const refused = database.db.transaction(async (tx) => {
      await runPrepared(tx, 'pipelined_insert', insert, [20, 'before the refusal'])
      return runFinalStatement(tx, 'pipelined_refuse_above', refuseAbove, [21, 'refused', 10])
    })
    const error = await refused.catch((caught: unknown) => caught)
    expect(isRefusal(error, 'TOO_HIGH')).toBe(true)
    expect(await notes()).not.toContain('20:before the refusal')
    expect(await notes()).not.toContain('21:refused')
  })

  it('rolls back when the first statement fails, and runs nothing after it', async () => {
    const failed = database.db.transaction(async (tx) => {
      await runPrepared(tx, 'pipelined_insert', insert, [1, 'a key taken'])
      await runPrepared(tx, 'pipelined_insert', insert, [30, 'never'])
    })
    await expect(failed).rejects.toThrow()
    expect(await notes()).not.toContain('30:never')
  })

  // PostgreSQL only: on PGlite the transaction's owner commits, so no statement can come after the commit.
  it.runIf(process.env.KHELA_TEST_DRIVER === 'pg')(
    'refuses a statement after the commit instead of running it outside the transaction',
    async () => {
      const late = database.db.transaction(async (tx) => {
        await runFinalStatement(tx, 'pipelined_insert', insert, [40, 'committed'])
        await runPrepared(tx, 'pipelined_insert', insert, [41, 'too late'])
      })
      await expect(late).rejects.toThrow('a statement after the transaction committed with its last one')
      expect(await notes()).toContain('40:committed')
      expect(await notes()).not.toContain('41:too late')
      // The connection is clean for the next transaction.
      await database.db.transaction((tx) => runPrepared(tx, 'pipelined_insert', insert, [42, 'after']))
      expect(await notes()).toContain('42:after')
    },
  )

  it('runs many transactions at once on the pool, each whole or not at all', async () => {
    const outcomes = await Promise.allSettled(
      Array.from({ length: 40 }, (_, index) =>
        database.db.transaction(async (tx) => {
          await runPrepared(tx, 'pipelined_insert', insert, [100 + index, 'pair'])
          return runFinalStatement(tx, 'pipelined_refuse_above', refuseAbove, [200 + index, 'pair', 219])
        }),
      ),
    )
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(20)
    const written = (await notes()).filter((note) => note.endsWith(':pair'))
    expect(written).toHaveLength(40)
    for (let index = 0; index < 20; index++) {
      expect(written).toContain(`${100 + index}:pair`)
      expect(written).toContain(`${200 + index}:pair`)
    }
  })
})
