/**
 * What "upcoming" means in every read: live now, or scheduled and not started yet, in an active competition.
 * `$now` is the parameter holding the current time; `e` and `c` the events and competitions.
 */
export const isUpcomingEvent = (now: string) =>
  `c.status = 'active' AND (e.status = 'live' OR (e.status = 'scheduled' AND e.starts_at > ${now}))`
