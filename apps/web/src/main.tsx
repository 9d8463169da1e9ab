import './styles.css'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { RouterProvider } from 'react-router'
import { Providers } from './app/providers.tsx'
import { router } from './app/router.tsx'
import { initI18n } from './lib/i18n.ts'

const container = document.getElementById('root')
if (!container) throw new Error('index.html has no #root element')

// The router starts fetching the first page's code on import, so it loads while the catalogue does.
initI18n().then(() => {
  createRoot(container).render(
    <StrictMode>
      <Providers>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>,
  )
})
