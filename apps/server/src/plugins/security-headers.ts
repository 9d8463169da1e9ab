import helmet from '@fastify/helmet'
import type { FastifyInstance } from 'fastify'

/**
 * Scripts, frames, fonts and connections only from the site's own origin. Inline styles stay allowed
 * because React and the toast library set style attributes; inline scripts never are.
 */
export async function registerSecurityHeaders(app: FastifyInstance) {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    crossOriginEmbedderPolicy: false,
    // The Google sign-in popup must stay this window's popup while it is at Google, so the site can tell
    // when it closes (apps/web/src/features/auth/use-google-sign-in.ts).
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    strictTransportSecurity: app.services.config.publicUrl.startsWith('https://'),
  })
}
