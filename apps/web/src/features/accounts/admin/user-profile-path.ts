/** The back office's User Profile page of one user. */
export function userProfilePath(userId: string): string {
  return `/dashboard/userprofile/${encodeURIComponent(userId)}`
}
