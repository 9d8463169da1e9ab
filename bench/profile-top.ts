// `node bench/profile-top.ts <file.cpuprofile> [function]`: the heaviest functions and places of a server profile
// taken under a benchmark (BENCH_SERVER_NODE_OPTIONS="--cpu-prof --cpu-prof-dir=…"), as markdown tables; with a
// function name, only from the first sample in which it runs (e.g. placeInstantBet: the bets' load alone).
import { readFile } from 'node:fs/promises'
import { type CpuProfile, summariseProfile } from './lib/cpu-profile.ts'
import { markdownTable } from './lib/markdown.ts'

const [file, fromFunction] = process.argv.slice(2)
if (!file) {
  console.error('usage: node bench/profile-top.ts <file.cpuprofile> [function]')
  process.exit(2)
}
const profile = JSON.parse(await readFile(file, 'utf8')) as CpuProfile
const { functions, places } = summariseProfile(profile, fromFunction ? { fromFunction } : {})
const percent = (value: number) => `${value.toFixed(1)} %`
const rows = (entries: typeof functions) =>
  entries.map((entry) => [`\`${entry.name}\``, percent(entry.selfPercent), percent(entry.totalPercent)])
process.stdout.write(
  `${markdownTable(['function', 'self', 'total'], rows(functions))}\n\n` +
    `${markdownTable(['place', 'self', 'total'], rows(places))}\n`,
)
