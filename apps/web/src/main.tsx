import { StrictMode, startTransition } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { createBrowserRouter, RouterProvider } from 'react-router'
import { Providers } from './app/providers.tsx'
import { routes } from './app/routes.tsx'
import { currentLanguage, initI18n } from './lib/i18n.ts'
import { readPageData, seedQueryData } from './lib/page-data.ts'
import { queryClient } from './lib/query-client.ts'
import { loadTimeZone } from './lib/time-zone.ts'

function rootElement(): HTMLElement {
  const element = document.getElementById('root')
  if (!element) throw new Error('index.html has no #root element')
  return element
}

const container = rootElement()

// Read before i18n sets <html lang> to the player's own choice.
const prerenderedLanguage = container.hasChildNodes() ? document.documentElement.lang : null

// Evaluating this chunk (React, the router, the query cache…) is already one long task on a slow phone, so
// what follows runs in tasks of its own, with the phone free to respond in between: the catalogue is asked
// for at once, the router (which starts fetching the first page's code) one task later.
const isI18nReady = initI18n()
// Every time on the site is written in the operator's zone, so it is known before the first render.
const isTimeZoneKnown = loadTimeZone()
setTimeout(startRouter, 0)

function startRouter() {
  const router = createBrowserRouter(routes)
  const isRouterReady = new Promise<void>((resolve) => {
    if (router.state.initialized) return resolve()
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return
      unsubscribe()
      resolve()
    })
  })
  void Promise.all([isI18nReady, isRouterReady, isTimeZoneKnown]).then(() => start(router))
}

// The lobby arrives prerendered (see prerender.tsx): React adopts that markup instead of drawing it again,
// once the page's code and words are here. Other pages start from an empty root, and so does a lobby that
// the server prerendered in another language than the one this browser saved.
function start(router: ReturnType<typeof createBrowserRouter>) {
  const app = (
    <StrictMode>
      <Providers>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>
  )
  // The data the server rendered the page with, put in the cache only now so it cannot be dropped as unused
  // while a slow phone is still fetching the code: the first render draws from it, as the server did.
  seedQueryData(queryClient, readPageData())
  // As a transition, the work is cut into slices that leave the phone free to respond to the player.
  startTransition(() => {
    if (prerenderedLanguage === currentLanguage()) hydrateRoot(container, app, { onRecoverableError })
    else createRoot(container).render(app)
  })
}

/**
 * A player who switches the language while parts of the lobby are still being adopted makes those parts
 * differ from the prerendered words; React then draws them afresh, which is the wanted outcome, not a fault.
 * Any other mismatch is a real prerendering bug and is reported as one.
 */
function onRecoverableError(error: unknown) {
  if (currentLanguage() === prerenderedLanguage) reportError(error)
}
