import { writeFileSync } from 'node:fs'
import { isIPv4 } from 'node:net'

/**
 * A tiny MaxMind DB (MMDB 2.0) writer for tests: an IPv6 tree with IPv4 networks under ::/96, as GeoLite2 files are,
 * 24-bit records, and each network's country as GeoLite2 Country stores it (`{ country: { iso_code } }`). npm has
 * readers only, so the tests make their own file and the server reads it with the same library as a real one.
 * Format: https://maxmind.github.io/MaxMind-DB/
 */
export function writeCountryMmdb(file: string, networks: Record<string, string>): void {
  writeFileSync(file, countryMmdb(networks))
}

export function countryMmdb(networks: Record<string, string>): Buffer {
  const nodes: [Slot, Slot][] = [[empty, empty]]
  const data: Buffer[] = []
  let dataLength = 0
  for (const [cidr, isoCode] of Object.entries(networks)) {
    const record = encode(new Map([['country', new Map([['iso_code', isoCode]])]]))
    const slot: Slot = { data: dataLength }
    data.push(record)
    dataLength += record.length
    insert(nodes, networkBits(cidr), slot)
  }

  const nodeCount = nodes.length
  const recordValue = (slot: Slot) =>
    slot === empty ? nodeCount : 'node' in slot ? slot.node : nodeCount + 16 + slot.data
  const tree = Buffer.alloc(nodeCount * 6)
  nodes.forEach(([left, right], index) => {
    tree.writeUIntBE(recordValue(left), index * 6, 3)
    tree.writeUIntBE(recordValue(right), index * 6 + 3, 3)
  })
  const metadata = encode(
    new Map<string, Value>([
      ['node_count', { uint32: nodeCount }],
      ['record_size', { uint16: 24 }],
      ['ip_version', { uint16: 6 }],
      ['database_type', 'GeoLite2-Country'],
      ['languages', ['en']],
      ['binary_format_major_version', { uint16: 2 }],
      ['binary_format_minor_version', { uint16: 0 }],
      ['build_epoch', { uint64: 1_780_000_000 }],
      ['description', new Map([['en', 'Khela test countries']])],
    ]),
  )
  const metadataMarker = Buffer.concat([Buffer.from([0xab, 0xcd, 0xef]), Buffer.from('MaxMind.com')])
  return Buffer.concat([tree, Buffer.alloc(16), ...data, metadataMarker, metadata])
}

type Slot = typeof empty | { node: number } | { data: number }
const empty = Symbol('empty')

function insert(nodes: [Slot, Slot][], bits: number[], slot: Slot) {
  let node = 0
  bits.forEach((bit, depth) => {
    const children = nodes[node]
    if (!children) throw new Error('tree node missing')
    if (depth === bits.length - 1) {
      children[bit as 0 | 1] = slot
      return
    }
    const next = children[bit as 0 | 1]
    if (next === empty) {
      nodes.push([empty, empty])
      children[bit as 0 | 1] = { node: nodes.length - 1 }
      node = nodes.length - 1
    } else if ('node' in next) {
      node = next.node
    } else {
      throw new Error('networks overlap')
    }
  })
}

/** The prefix's bits in the IPv6 tree: an IPv4 network sits under ::/96. */
function networkBits(cidr: string): number[] {
  const [address = '', prefix = ''] = cidr.split('/')
  if (!isIPv4(address)) throw new Error(`only IPv4 networks are supported here: ${cidr}`)
  const octets = address.split('.').map(Number)
  const bits = octets.flatMap((octet) => Array.from({ length: 8 }, (_, i) => (octet >> (7 - i)) & 1))
  return [...Array(96).fill(0), ...bits.slice(0, Number(prefix))]
}

type Value =
  | string
  | string[]
  | Map<string, Value>
  | { uint16: number }
  | { uint32: number }
  | { uint64: number }

// Each field starts with a control byte: the type in the top 3 bits (0 = extended, the type − 7 in the next byte)
// and the payload size in the low 5 bits (all sizes here are below 29).
function control(type: number, size: number): Buffer {
  if (size >= 29) throw new Error('field too large for this writer')
  return type <= 7 ? Buffer.from([(type << 5) | size]) : Buffer.from([size, type - 7])
}

function unsigned(type: number, value: number, maxBytes: number): Buffer {
  const bytes: number[] = []
  for (let rest = BigInt(value); rest > 0n; rest >>= 8n) bytes.unshift(Number(rest & 0xffn))
  if (bytes.length > maxBytes) throw new Error('number too large')
  return Buffer.concat([control(type, bytes.length), Buffer.from(bytes)])
}

function encode(value: Value): Buffer {
  if (typeof value === 'string') {
    const text = Buffer.from(value, 'utf8')
    return Buffer.concat([control(2, text.length), text])
  }
  if (Array.isArray(value)) return Buffer.concat([control(11, value.length), ...value.map(encode)])
  if (value instanceof Map) {
    return Buffer.concat([
      control(7, value.size),
      ...[...value].flatMap(([key, item]) => [encode(key), encode(item)]),
    ])
  }
  if ('uint16' in value) return unsigned(5, value.uint16, 2)
  if ('uint32' in value) return unsigned(6, value.uint32, 4)
  return unsigned(9, value.uint64, 8)
}
