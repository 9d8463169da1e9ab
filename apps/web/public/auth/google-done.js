// The end of a Google sign-in, in its popup: tell the site's window how it went, and close once it has
// heard (apps/web/src/features/auth/use-google-sign-in.ts is the other end of this channel). Should no
// window answer, the page stays and says the window can be closed.
const params = new URLSearchParams(window.location.search)
const channel = new BroadcastChannel('khela:google-sign-in')
channel.onmessage = (event) => {
  if (event.data?.type !== 'heard') return
  channel.close()
  window.close()
}
channel.postMessage({ type: 'result', result: params.get('result'), error: params.get('error') })
