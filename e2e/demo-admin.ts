// The e2e server starts on an empty database, so it seeds this demo admin (playwright.config.ts passes it in).
export const demoAdmin = { email: 'e2e-admin@khela.test', password: 'e2e-admin-Passw0rd!' }
