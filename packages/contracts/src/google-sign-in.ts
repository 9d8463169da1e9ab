// How the site and its Google sign-in popup agree (zod-free: the player bundle imports it). The popup ends
// on a static page (apps/web/public/auth/google-done.*) that reports the result on a broadcast channel.

/** Better Auth's provider id, and so the last segment of the callback URL registered with Google. */
export const googleProviderId = 'google'

export const googleDonePage = '/auth/google-done.html'

/** The done page's channel; its script names it too. */
export const googleSignInChannel = 'khela:google-sign-in'

export type GoogleSignInResult = 'signed-in' | 'registered' | 'failed'

/** Where Better Auth sends the popup: a returning player, a new one, or a failure (with `error=`). */
export const googleSignInRedirects = {
  callbackURL: `${googleDonePage}?result=signed-in`,
  newUserCallbackURL: `${googleDonePage}?result=registered`,
  errorCallbackURL: `${googleDonePage}?result=failed`,
} as const satisfies Record<string, `${typeof googleDonePage}?result=${GoogleSignInResult}`>
