import { relative } from 'node:path'
import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { defineConfig, type Plugin } from 'vite'

const webRoot = import.meta.dirname

/** Ids relative to apps/web so the budget check can match `src/.../admin/...` and `node_modules/...`. */
function moduleIdForReport(id: string): string {
  const clean = id.replace(/^\0/, '').split('?')[0] ?? id
  const nodeModules = clean.lastIndexOf('/node_modules/')
  if (nodeModules !== -1) return clean.slice(nodeModules + 1)
  return clean.startsWith('/') ? relative(webRoot, clean) : clean
}

/**
 * Vite's manifest names chunks but not the modules inside them; scripts/bundle-budget.ts needs both
 * to prove that no admin module is shipped in a chunk the player site loads.
 */
function chunkModulesReport(): Plugin {
  return {
    name: 'khela-chunk-modules',
    apply: 'build',
    generateBundle(_options, bundle) {
      const report: Record<string, unknown> = {}
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue
        report[output.fileName] = {
          isEntry: output.isEntry,
          isDynamicEntry: output.isDynamicEntry,
          imports: output.imports,
          dynamicImports: output.dynamicImports,
          modules: output.moduleIds.map(moduleIdForReport),
        }
      }
      this.emitFile({
        type: 'asset',
        fileName: '.vite/chunk-modules.json',
        source: `${JSON.stringify(report, null, 2)}\n`,
      })
    },
  }
}

export default defineConfig(({ isSsrBuild }) => ({
  // The SSR build only feeds the build-time prerender of the lobby (src/prerender.tsx); it ships nowhere.
  plugins: [react(), tailwindcss(), ...(isSsrBuild ? [] : [chunkModulesReport()])],
  build: isSsrBuild
    ? { target: 'node24', emptyOutDir: true }
    : {
        manifest: true,
        target: 'es2022',
        modulePreload: { polyfill: false },
        rolldownOptions: {
          output: {
            codeSplitting: {
              // Everything the app needs at start-up (main.tsx and its static imports, which a group
              // captures recursively) travels as one file: one request and better compression than the
              // several shared chunks the default splitting would cut out of it.
              // Vite's preload helper is used by the entry too; left in `start`, it would make the entry
              // import the whole app before the prerendered page has painted (see src/boot.ts).
              groups: [
                { name: 'preload-helper', test: /vite\/preload-helper/, priority: 1 },
                // React apart from the rest: src/boot.ts runs it first, so the two are not one long task.
                { name: 'react', test: /node_modules\/(react|react-dom|scheduler)\//, priority: 1 },
                { name: 'start', test: /\/src\/main\.tsx$/ },
              ],
            },
          },
        },
      },
  server: {
    // `npm run dev` (scripts/dev.ts) says where the API listens.
    proxy: { '/api': { target: `http://127.0.0.1:${process.env.KHELA_API_PORT ?? '3000'}`, ws: true } },
  },
}))
