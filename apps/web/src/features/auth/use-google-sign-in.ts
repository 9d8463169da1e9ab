import {
  type GoogleSignInResult,
  googleProviderId,
  googleSignInChannel,
  googleSignInRedirects,
} from '@khela/contracts/google-sign-in'
import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useNavigate } from 'react-router'
import { ApiError } from '../../lib/api.ts'
import { api } from '../../lib/endpoint.ts'
import * as accountsApi from '../../lib/endpoints/accounts.ts'
import { errorMessage } from '../../lib/error-message.ts'
import { useTranslation } from '../../lib/i18n.ts'
import { closeModal, modalReturnTo, openModal } from '../../lib/modal-store.ts'
import { notify } from '../../lib/toast.ts'
import { fetchSession, sessionQueryKey } from '../../lib/use-session.ts'

type Outcome = { result: GoogleSignInResult; error: string | null } | { result: 'closed' }

const POPUP_FEATURES = 'popup,width=480,height=640'
const CLOSED_CHECK_MS = 400

/**
 * 'Continue with Google': the OpenID Connect sign-in runs in a popup, so the page (and whatever the player
 * was doing) stays. The popup ends on a page that reports the result on a broadcast channel and closes once
 * this window has answered.
 * A popup the browser blocked, or one the player closed, ends the attempt quietly, as does cancelling at Google.
 */
export function useGoogleSignIn() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const [isPending, setIsPending] = useState(false)

  async function start() {
    // Opened in the click itself, before any request: browsers block popups opened later.
    const popup = window.open('about:blank', 'khela-google-sign-in', POPUP_FEATURES)
    if (!popup) return closeModal()
    setIsPending(true)
    try {
      const { url } = await api(accountsApi.socialSignIn, {
        body: { provider: googleProviderId, ...googleSignInRedirects, disableRedirect: true },
      })
      popup.location.href = url
      await finish(await outcomeOf(popup))
    } catch (error) {
      popup.close()
      notify('error', errorMessage(error))
    } finally {
      setIsPending(false)
    }
  }

  async function finish(outcome: Outcome) {
    if (outcome.result === 'closed' || (outcome.result === 'failed' && outcome.error === 'access_denied'))
      return closeModal()
    if (outcome.result === 'failed') return notify('error', failureText(outcome.error))
    await queryClient.invalidateQueries({ queryKey: sessionQueryKey })
    notify('success', t('auth.google.success'))
    const returnTo = modalReturnTo()
    // A new player still owes what registration asks beyond email: phone, age, country, consent. Completing
    // it leads on to where they were going.
    if (outcome.result === 'registered' || (await isRegistrationIncomplete()))
      return openModal('complete-registration', { returnTo })
    closeModal()
    if (returnTo) navigate(returnTo)
  }

  function failureText(error: string | null): string {
    if (error === 'BANNED_USER') return t('errors.ACCOUNT_BANNED')
    if (error === 'account_not_linked') return t('auth.google.notLinked')
    if (error === 'STAFF_USE_PASSWORD') return t('auth.google.staff')
    return t('auth.google.failed')
  }

  return { start, isPending }
}

/** A returning Google player may have left the completion step unfinished; the profile says so. */
function isRegistrationIncomplete(): Promise<boolean> {
  return api(accountsApi.profile).then(
    () => false,
    (error: unknown) => error instanceof ApiError && error.code === 'REGISTRATION_INCOMPLETE',
  )
}

/**
 * Waits for the popup's report (on the broadcast channel or as a message from the popup, whichever comes
 * first) and answers it, so the popup closes. A popup closed without a report was closed by the player; the
 * session says whether the sign-in had finished before that.
 */
function outcomeOf(popup: Window): Promise<Outcome> {
  return new Promise((resolve) => {
    const channel = new BroadcastChannel(googleSignInChannel)
    let isSettled = false
    const settle = (outcome: Outcome) => {
      if (isSettled) return
      isSettled = true
      window.clearInterval(closedCheck)
      window.removeEventListener('message', onWindowMessage)
      channel.close()
      resolve(outcome)
    }
    const onReport = (data: { type?: unknown; result?: unknown; error?: unknown } | null) => {
      if (data?.type !== 'result') return
      const { result, error } = data
      if (result !== 'signed-in' && result !== 'registered' && result !== 'failed') return
      const heard = { type: 'heard' }
      channel.postMessage(heard)
      popup.postMessage(heard, window.location.origin)
      settle({ result, error: typeof error === 'string' ? error : null })
    }
    const onWindowMessage = (event: MessageEvent) => {
      if (event.origin === window.location.origin && event.source === popup) onReport(event.data)
    }
    channel.onmessage = (event: MessageEvent) => onReport(event.data)
    window.addEventListener('message', onWindowMessage)
    const closedCheck = window.setInterval(() => {
      if (!popup.closed) return
      window.clearInterval(closedCheck)
      fetchSession().then(
        ({ user }) => settle(user ? { result: 'signed-in', error: null } : { result: 'closed' }),
        () => settle({ result: 'closed' }),
      )
    }, CLOSED_CHECK_MS)
  })
}
