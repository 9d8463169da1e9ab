import { type EventStatus, eventStatuses } from '@khela/contracts/sportsbook'
import { isoDateParam } from '../../../lib/date-range.ts'
import { listQueryOf } from '../../../lib/use-address-filter.ts'

/** Events' filter, kept in the address (`?sport=&competition=&status=&from=&to=&page=`); days in the operator's zone. */
export interface EventsFilter {
  sport: string
  competition: string
  status: EventStatus | ''
  from: string
  to: string
  page: number
}

export const eventsFilterKeys = ['sport', 'competition', 'status', 'from', 'to'] as const
export type EventsFilterKey = (typeof eventsFilterKeys)[number]

export const EVENTS_PAGE_SIZE = 20

const text = (params: URLSearchParams, key: string) => (params.get(key) ?? '').trim().slice(0, 80)

export function parseEventsFilter(params: URLSearchParams): EventsFilter {
  const status = params.get('status') ?? ''
  const page = Number(params.get('page'))
  return {
    sport: text(params, 'sport'),
    competition: text(params, 'competition'),
    status: (eventStatuses as readonly string[]).includes(status) ? (status as EventStatus) : '',
    from: isoDateParam(params, 'from'),
    to: isoDateParam(params, 'to'),
    page: Number.isSafeInteger(page) && page > 1 ? page : 1,
  }
}

export function eventsQueryOf(filter: EventsFilter): URLSearchParams {
  return listQueryOf(filter, eventsFilterKeys, EVENTS_PAGE_SIZE)
}
