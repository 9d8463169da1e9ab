import { lookup as dnsLookup, type LookupAddress, type LookupAllOptions, type LookupOptions } from 'node:dns'
import http from 'node:http'
import https from 'node:https'
import { BlockList, isIP } from 'node:net'
import { feedDocumentLimits } from '@khela/contracts/sportsbook-feed'
import { type FeedRunError, feedPollLimits } from '@khela/contracts/sportsbook-feed-sources'

export type FetchedFeed =
  | { ok: true; document: unknown }
  | { ok: false; errorCode: FeedRunError; httpStatus: number | null; errorDetail: string }

export type FetchLimits = {
  timeoutMs: number
  maxBytes: number
  /** Whether addresses inside a private network (loopback, RFC 1918, link-local…) may be fetched: tests only. */
  allowsPrivateAddresses: boolean
  /**
   * Origins the operator's own configuration names (the demo's match simulator beside the server): fetched even
   * inside a private network, since no trader chose them.
   */
  trustedOrigins?: readonly string[]
}

export const defaultFetchLimits: FetchLimits = {
  timeoutMs: feedPollLimits.timeoutMs,
  maxBytes: feedDocumentLimits.bytes,
  allowsPrivateAddresses: false,
}

/**
 * The limits an instance polls with: private addresses only where its configuration allows them (tests) or for
 * the match simulator it was configured with.
 */
export function feedFetchLimits(config: {
  feedAllowsPrivateAddresses: boolean
  matchSimulator: { url: string } | null
}): FetchLimits {
  return {
    ...defaultFetchLimits,
    allowsPrivateAddresses: config.feedAllowsPrivateAddresses,
    trustedOrigins: config.matchSimulator ? [new URL(config.matchSimulator.url).origin] : [],
  }
}

// Where a trader's address must not lead: the machine itself, the operator's own networks, cloud metadata
// (169.254.169.254), and addresses no public server has.
const privateRanges = new BlockList()
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 3],
] as const)
  privateRanges.addSubnet(network, prefix, 'ipv4')
// NAT64 and 6to4 carry an IPv4 address inside: behind a NAT64 gateway they reach private IPv4 networks too.
for (const [network, prefix] of [
  ['::', 127],
  ['64:ff9b::', 96],
  ['64:ff9b:1::', 48],
  ['2002::', 16],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const)
  privateRanges.addSubnet(network, prefix, 'ipv6')

/** Whether an address is private; an IPv4 address mapped into IPv6 is judged as itself. */
export function isPrivateAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1]
  if (mapped) return privateRanges.check(mapped, 'ipv4')
  const family = isIP(address)
  if (family === 0) return true
  return privateRanges.check(address, family === 4 ? 'ipv4' : 'ipv6')
}

class PrivateAddress extends Error {}

/**
 * The connection's own name resolution, keeping only public addresses: checked where the socket connects, so a
 * name that resolves differently between a check and the connection (DNS rebinding) cannot slip through.
 */
function publicOnlyLookup(
  hostname: string,
  options: LookupOptions,
  callback: (error: Error | null, address: string | LookupAddress[], family?: number) => void,
): void {
  const all: LookupAllOptions = { ...options, all: true }
  dnsLookup(hostname, all, (error, addresses) => {
    if (error) return callback(error, [])
    const allowed = addresses.filter((found) => !isPrivateAddress(found.address))
    const [first] = allowed
    if (!first) return callback(new PrivateAddress(`${hostname} resolves to a private address`), [])
    if (options.all) callback(null, allowed)
    else callback(null, first.address, first.family)
  })
}

/**
 * Fetches a feed document over HTTP(S), bounded: the whole answer (headers and body) within `timeoutMs`, and no
 * more than `maxBytes` read (a larger Content-Length is refused before reading, a body that runs over is cut off).
 * Redirects are not followed, so the address a trader registered is the one fetched, and unless
 * `allowsPrivateAddresses` (or its origin is trusted) it may not lead into a private network (PRIVATE_ADDRESS).
 * Never throws for what the other side does: every failure comes back with its code.
 */
export async function fetchFeedDocument(
  url: string,
  limits: FetchLimits = defaultFetchLimits,
): Promise<FetchedFeed> {
  // Addresses are checked when registered; one saved before that check and unreadable now fails its run.
  if (!URL.canParse(url))
    return { ok: false, errorCode: 'NETWORK', httpStatus: null, errorDetail: 'the address is not a URL' }
  const target = new URL(url)
  const host = target.hostname.replace(/^\[(.*)\]$/, '$1')
  const allowsPrivate = limits.allowsPrivateAddresses || (limits.trustedOrigins ?? []).includes(target.origin)
  if (!allowsPrivate && isIP(host) !== 0 && isPrivateAddress(host)) return privateAddress(host)
  return new Promise((resolve) => {
    let isSettled = false
    const settle = (outcome: FetchedFeed) => {
      if (isSettled) return
      isSettled = true
      clearTimeout(timer)
      request.destroy()
      resolve(outcome)
    }
    const client = target.protocol === 'https:' ? https : http
    const request = client.get(
      target,
      {
        headers: { accept: 'application/json' },
        ...(allowsPrivate ? {} : { lookup: publicOnlyLookup }),
      },
      (response) => {
        const status = response.statusCode ?? 0
        if (status < 200 || status > 299)
          return settle({
            ok: false,
            errorCode: 'HTTP_STATUS',
            httpStatus: status,
            errorDetail: `HTTP ${status}${response.statusMessage ? ` ${response.statusMessage}` : ''}`,
          })
        if (Number(response.headers['content-length'] ?? Number.NaN) > limits.maxBytes)
          return settle(tooLarge(limits, status))
        const chunks: Buffer[] = []
        let size = 0
        response.on('data', (chunk: Buffer) => {
          size += chunk.byteLength
          if (size > limits.maxBytes) settle(tooLarge(limits, status))
          else chunks.push(chunk)
        })
        response.on('error', (error) => settle(network(error)))
        response.on('end', () => {
          try {
            settle({ ok: true, document: JSON.parse(Buffer.concat(chunks).toString('utf8')) })
          } catch (error) {
            settle({
              ok: false,
              errorCode: 'INVALID_JSON',
              httpStatus: status,
              errorDetail: error instanceof Error ? error.message.slice(0, 200) : 'not JSON',
            })
          }
        })
      },
    )
    request.on('error', (error) =>
      settle(error instanceof PrivateAddress ? privateAddress(host) : network(error)),
    )
    const timer = setTimeout(
      () =>
        settle({
          ok: false,
          errorCode: 'TIMEOUT',
          httpStatus: null,
          errorDetail: `no complete answer within ${limits.timeoutMs} ms`,
        }),
      limits.timeoutMs,
    )
  })
}

function privateAddress(host: string): FetchedFeed {
  return {
    ok: false,
    errorCode: 'PRIVATE_ADDRESS',
    httpStatus: null,
    errorDetail: `${host} is a private address`,
  }
}

function network(error: Error): FetchedFeed {
  return { ok: false, errorCode: 'NETWORK', httpStatus: null, errorDetail: error.message.slice(0, 200) }
}

function tooLarge(limits: FetchLimits, httpStatus: number): FetchedFeed {
  return {
    ok: false,
    errorCode: 'TOO_LARGE',
    httpStatus,
    errorDetail: `the document is larger than ${limits.maxBytes} bytes`,
  }
}
