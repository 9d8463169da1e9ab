// The end of a Google sign-in, in its popup: tell the site's window how it went, and close once it has
// heard (apps/web/src/features/auth/use-google-sign-in.ts is the other end). The report goes both on a
// broadcast channel and to the opener, and again every half second until answered, so one lost message
// cannot leave the site waiting. Should no window answer, the page stays and says it can be closed.
const params = new URLSearchParams(window.location.search)
const report = { type: 'result', result: params.get('result'), error: params.get('error') }
const channel = new BroadcastChannel('khela:google-sign-in')

function send() {
  channel.postMessage(report)
  window.opener?.postMessage(report, window.location.origin)
}

function closeOnceHeard(data) {
  if (data?.type !== 'heard') return
  window.clearInterval(resend)
  channel.close()
  window.close()
}

channel.onmessage = (event) => closeOnceHeard(event.data)
window.addEventListener('message', (event) => {
  if (event.origin === window.location.origin) closeOnceHeard(event.data)
})
send()
const resend = window.setInterval(send, 500)
