import { z } from 'zod'

/**
 * Channels of the `/api/ws` socket. `public:<topic>` is open to everyone; `user` is the signed-in
 * player's own channel (the server maps it to that user's id, so nobody can listen to another player).
 */
export const publicChannel = z.string().regex(/^public:[a-z0-9][a-z0-9:_-]{0,62}$/)
/** `staff:cashier` carries the cashier's alerts to staff who may decide deposits and withdrawals. */
export const staffChannel = z.literal('staff:cashier')
export const channelName = z.union([publicChannel, z.literal('user'), staffChannel])
export type ChannelName = z.infer<typeof channelName>

export const clientMessage = z.discriminatedUnion('type', [
  z.object({ type: z.literal('subscribe'), channel: channelName }),
  z.object({ type: z.literal('unsubscribe'), channel: channelName }),
  z.object({ type: z.literal('ping') }),
])
export type ClientMessage = z.infer<typeof clientMessage>

export const serverMessage = z.discriminatedUnion('type', [
  z.object({ type: z.literal('subscribed'), channel: channelName }),
  z.object({ type: z.literal('unsubscribed'), channel: channelName }),
  z.object({ type: z.literal('message'), channel: channelName, data: z.unknown() }),
  z.object({
    type: z.literal('error'),
    code: z.enum(['BAD_MESSAGE', 'UNAUTHENTICATED', 'FORBIDDEN']),
    channel: channelName.optional(),
  }),
  z.object({ type: z.literal('pong') }),
])
export type ServerMessage = z.infer<typeof serverMessage>
