import helmet from '@fastify/helmet'
import type { FastifyInstance } from 'fastify'

/**
 * Scripts, fonts and connections only from the site's own origin. Inline styles stay allowed because React and
 * the toast library set style attributes; inline scripts never are. Frames: a provider's game opens in one from
 * the provider's own https origin (any provider the operator configures), or http when the site itself is served
 * over http (a local demo with the reference provider).
 */
export async function registerSecurityHeaders(app: FastifyInstance) {
  const isPlainHttp = app.services.config.publicUrl.startsWith('http://')
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
        frameSrc: ["'self'", 'https:', ...(isPlainHttp ? ['http:'] : [])],
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
