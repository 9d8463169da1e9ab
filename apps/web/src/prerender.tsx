import type { Language } from '@khela/contracts/languages'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { prerenderToNodeStream } from 'react-dom/static'
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router'
import { routes } from './app/routes.tsx'
import { catalogProvidersSource } from './features/catalog/use-catalog-providers.ts'
import { licenceSource } from './features/compliance/use-licence.ts'
import { faqSource } from './features/content/use-faq.ts'
import { lobbySummarySource } from './features/lobby/use-lobby-summary.ts'
import { slidesSource } from './features/lobby/use-slides.ts'
import { provideCataloguesForPrerender } from './lib/i18n.ts'
import {
  type PageDataEntry,
  type PageDataSource,
  pageDataElementId,
  seedQueryData,
  serializePageData,
} from './lib/page-data.ts'
import bn from './locales/bn/common.json'
import en from './locales/en/common.json'

/**
 * What the lobby's first render reads, as a visitor. The server reads each of these in-process and renders
 * the lobby with them (apps/server/src/plugins/web-app.ts), so a phone on a slow network shows the games as
 * soon as the HTML and CSS arrive, and main.tsx hydrates the same markup from the same data.
 */
export const lobbyDataSources: PageDataSource[] = [
  slidesSource,
  lobbySummarySource,
  faqSource,
  licenceSource,
  catalogProvidersSource,
]

/** Rendering sets the translator's language for the whole module, so renders take turns. */
let previousRender: Promise<unknown> = Promise.resolve()

/**
 * The lobby `/` in one language as a visitor first sees it (signed out), rendered with `data` (what the
 * server read for `lobbyDataSources`); what is missing from `data` shows its loading state. Runs at build time
 * (no data) and in the server. Never shipped to the browser.
 */
export function renderLobby(language: Language, data: readonly PageDataEntry[] = []): Promise<string> {
  const render = previousRender.then(() => renderNow(language, data))
  previousRender = render.catch(() => undefined)
  return render
}

async function renderNow(language: Language, data: readonly PageDataEntry[]): Promise<string> {
  provideCataloguesForPrerender(language, { common: language === 'bn' ? bn : en })

  const handler = createStaticHandler(routes)
  const context = await handler.query(new Request('http://khela.invalid/'))
  if (context instanceof Response) throw new Error(`the lobby answered ${context.status} instead of a page`)
  const router = createStaticRouter(handler.dataRoutes, context)

  // No query runs during a static render: what `data` holds is drawn, anything else shows its loading state.
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Number.POSITIVE_INFINITY } } })
  seedQueryData(client, data)
  const { prelude } = await prerenderToNodeStream(
    <QueryClientProvider client={client}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </QueryClientProvider>,
    // React moves large Suspense boundaries out of line and reveals them with an inline script, which the
    // CSP refuses. A static page has no reason to stream, so every boundary stays in place.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  )
  let markup = ''
  for await (const chunk of prelude) markup += chunk
  // The site's CSP allows no inline script; one in the markup would only be refused and logged as an error.
  if (/<script/i.test(markup)) throw new Error(`the rendered lobby (${language}) contains a <script>`)
  return markup
}

const rootElement = '<div id="root"></div>'

/**
 * index.html (the built `template`) with the rendered lobby inside #root, its <title> in <head>, and the
 * data it was rendered with in a JSON data block the client reads before hydrating.
 */
export function composeLobbyPage(
  template: string,
  language: Language,
  markup: string,
  data: readonly PageDataEntry[] = [],
): string {
  if (!template.includes(rootElement)) throw new Error(`index.html has no ${rootElement}`)
  const { title, body } = liftTitle(markup)
  const dataBlock =
    data.length === 0
      ? ''
      : `<script type="application/json" id="${pageDataElementId}">${serializePageData(data)}</script>`
  return template
    .replace(/<html lang="[^"]*"/, `<html lang="${language}"`)
    .replace(/<title>[^<]*<\/title>/, (original) => title ?? original)
    .replace(rootElement, () => `<div id="root">${body}</div>${dataBlock}`)
}

/** React renders a page's <title> where the page declares it; in a static page it belongs in <head>. */
function liftTitle(markup: string): { title: string | null; body: string } {
  const match = markup.match(/<title>[^<]*<\/title>/)
  return match ? { title: match[0], body: markup.replace(match[0], '') } : { title: null, body: markup }
}
