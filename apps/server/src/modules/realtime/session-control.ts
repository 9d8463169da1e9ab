/** Server-only channel on which an instance is told to close a user's sockets (signed out, banned). */
export const sessionControlChannel = (userId: string) => `control:user:${userId}`

export type SessionControlMessage = { type: 'revoked' }
