import { buildApp } from './src/app.ts'
import { createTestConfig } from './test/test-app.ts'
const app = await buildApp(createTestConfig({ driver: 'pglite', dataDir: null }))
const doc = (await app.inject('/api/docs/json')).json()
console.log(JSON.stringify(doc.paths['/api/admin/uploads'].post, null, 1).slice(0, 1800))
console.log(JSON.stringify(doc.paths['/api/cashier/deposits'].post.responses['409'].description))
console.log(doc.tags.map((t: any) => t.name).join(' '))
await app.close()
