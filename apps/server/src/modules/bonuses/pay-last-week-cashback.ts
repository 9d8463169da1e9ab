import type { Db } from '../../db/client.ts'
import { lastEndedWeekStart } from '../../lib/calendar-days.ts'
import { clock } from '../../lib/clock.ts'
import { findSiteSettings } from '../settings/find-site-settings.ts'
import { payWeeklyCashback } from './pay-weekly-cashback.ts'

/**
 * The leader's cashback sweep: pays the last week to have ended in the operator's time zone. It runs often, so a
 * run cut short (a crash, a lost lead) is finished by the next; players paid already are passed over cheaply.
 */
export async function payLastWeekCashback(db: Db, now = clock.now()) {
  const { timeZone } = await findSiteSettings(db)
  return payWeeklyCashback(db, {
    weekStart: lastEndedWeekStart(now, timeZone),
    now,
    actorId: null,
    ipAddress: null,
  })
}
