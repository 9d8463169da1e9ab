import { isUuid } from '@khela/contracts/ids'
import type { Db } from '../../db/client.ts'
import { clock } from '../../lib/clock.ts'
import { runMoneyTransaction } from '../wallet/run-money-transaction.ts'
import { endGrant } from './end-grant.ts'

/**
 * Converts a grant whose wagering is met: in one transaction its balance moves to the player's cash up to the
 * maximum conversion, and the excess is forfeited to the operator. For the bet path to call once a stake meets the
 * wagering (inside its own transaction, or alone). Null when the grant is not active or its wagering not met —
 * so a conversion racing an expiry happens once.
 */
export async function convertGrant(db: Db, conversion: { grantId: string; now?: Date }) {
  if (!isUuid(conversion.grantId)) return null
  const now = conversion.now ?? clock.now()
  return runMoneyTransaction(db, (tx) =>
    endGrant(tx, { grantId: conversion.grantId, outcome: 'converted', actorId: null, ipAddress: null, now }),
  )
}
