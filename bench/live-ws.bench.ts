// A live event's prices, ten a second, to WebSocket players: Khela against a bare `ws` server in one run. The
// measurement is the crash benchmark's (crash-ws.bench.ts) on another stream; see its "The live stream".
import { measureStream } from './crash-ws.bench.ts'
import type { BenchContext, BenchResult } from './lib/context.ts'

export { timeoutMs } from './crash-ws.bench.ts'

export function run(ctx: BenchContext): Promise<BenchResult> {
  return measureStream(ctx, 'live')
}
