import type { FastifyServerOptions } from 'fastify'
import type { Config } from '../config.ts'
import { loggableError } from './loggable-error.ts'

/**
 * Fastify's logger as configured: the level, secrets redacted, bounded errors, and readable lines (pino-pretty)
 * when a person reads them — `LOG_FORMAT=pretty`, or `auto` on a terminal outside tests. A pipe or a file gets one
 * JSON object a line, for a log collector.
 */
export function loggerOptions(
  config: Pick<Config, 'env' | 'logLevel' | 'logFormat'>,
  isTerminal = Boolean(process.stdout.isTTY),
): FastifyServerOptions['logger'] {
  const isPretty =
    config.logFormat === 'pretty' || (config.logFormat === 'auto' && isTerminal && config.env !== 'test')
  return {
    level: config.logLevel,
    redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
    serializers: { err: loggableError },
    ...(isPretty
      ? {
          transport: {
            target: 'pino-pretty',
            options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' },
          },
        }
      : {}),
  }
}
