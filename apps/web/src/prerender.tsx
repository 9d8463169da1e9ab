import type { Language } from '@khela/contracts/languages'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { prerenderToNodeStream } from 'react-dom/static'
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router'
import { routes } from './app/routes.tsx'
import { provideCataloguesForPrerender } from './lib/i18n.ts'
import bn from './locales/bn/common.json'
import en from './locales/en/common.json'

/**
 * Build-time render of the lobby `/` in one language, as a visitor first sees it (signed out, data still
 * loading). The server sends it inside index.html so a phone on a slow network shows the page as soon as
 * the HTML and CSS arrive; main.tsx then hydrates it. Never shipped to the browser.
 */
export async function renderLobby(language: Language): Promise<string> {
  provideCataloguesForPrerender(language, { common: language === 'bn' ? bn : en })

  const handler = createStaticHandler(routes)
  const context = await handler.query(new Request('http://khela.invalid/'))
  if (context instanceof Response) throw new Error(`the lobby answered ${context.status} instead of a page`)
  const router = createStaticRouter(handler.dataRoutes, context)

  // No query runs during a static render, so every piece of server data shows its loading state.
  const { prelude } = await prerenderToNodeStream(
    <QueryClientProvider client={new QueryClient()}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </QueryClientProvider>,
    // React moves large Suspense boundaries out of line and reveals them with an inline script, which the
    // CSP refuses. A static page has no reason to stream, so every boundary stays in place.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  )
  let html = ''
  for await (const chunk of prelude) html += chunk
  return html
}
