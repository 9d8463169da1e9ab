import { StrictMode, startTransition } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { createBrowserRouter, RouterProvider } from 'react-router'
import { Providers } from './app/providers.tsx'
import { routes } from './app/routes.tsx'
import { currentLanguage, initI18n } from './lib/i18n.ts'
import { readPageData, seedQueryData } from './lib/page-data.ts'
import { queryClient } from './lib/query-client.ts'

const container = document.getElementById('root')
if (!container) throw new Error('index.html has no #root element')

// Read before i18n sets <html lang> to the player's own choice.
const prerenderedLanguage = container.hasChildNodes() ? document.documentElement.lang : null

// Creating the router starts fetching the first page's code, so it loads while the catalogue does.
const router = createBrowserRouter(routes)
const isRouterReady = new Promise<void>((resolve) => {
  if (router.state.initialized) return resolve()
  const unsubscribe = router.subscribe((state) => {
    if (!state.initialized) return
    unsubscribe()
    resolve()
  })
})

const app = (
  <StrictMode>
    <Providers>
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>
)

// The lobby arrives prerendered (see prerender.tsx): React adopts that markup instead of drawing it again,
// once the page's code and words are here. Other pages start from an empty root, and so does a lobby that
// the server prerendered in another language than the one this browser saved.
Promise.all([initI18n(), isRouterReady]).then(() => {
  // As a transition, the work is cut into slices that leave the phone free to respond to the player.
  // The data the server rendered the page with, put in the cache only now so it cannot be dropped as unused
  // while a slow phone is still fetching the code: the first render draws from it, as the server did.
  seedQueryData(queryClient, readPageData())
  startTransition(() => {
    if (prerenderedLanguage === currentLanguage()) hydrateRoot(container, app, { onRecoverableError })
    else createRoot(container).render(app)
  })
})

/**
 * A player who switches the language while parts of the lobby are still being adopted makes those parts
 * differ from the prerendered words; React then draws them afresh, which is the wanted outcome, not a fault.
 * Any other mismatch is a real prerendering bug and is reported as one.
 */
function onRecoverableError(error: unknown) {
  if (currentLanguage() === prerenderedLanguage) reportError(error)
}
