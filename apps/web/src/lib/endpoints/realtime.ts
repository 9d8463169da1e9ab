/** The live updates' WebSocket (not an HTTP endpoint; `lib/realtime.ts` opens it on the page's own host). */
export const socketPath = '/api/ws'
