import { useEffect } from 'react'

/**
 * Marks <html data-app="ready"> once React has taken over the page: rendered where the last part of a page
 * to be adopted is (the player site's footer, the back office's page). A prerendered page looks finished
 * before that, but its buttons do nothing yet; end-to-end tests wait for the mark before they click.
 */
export function AppReadyMarker() {
  useEffect(() => {
    document.documentElement.dataset.app = 'ready'
  }, [])
  return null
}
