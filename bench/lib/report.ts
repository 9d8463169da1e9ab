import type { MachineInfo } from './machine.ts'
import { markdownTable } from './markdown.ts'
import type { BenchOutcome } from './run-benchmarks.ts'

function machineSection(machine: MachineInfo): string {
  return markdownTable(
    ['', ''],
    [
      ['CPU', `${machine.cpuModel}, ${machine.cores} cores`],
      ['Memory', `${machine.memoryGiB} GiB`],
      ['OS', machine.os],
      ['Node', machine.node],
      ['Chromium', machine.chromium],
      ['Load average at start (1 min)', machine.loadAverage.toFixed(2)],
    ],
  )
}

function outcomeSection(outcome: BenchOutcome): string {
  if (outcome.result) return `## ${outcome.result.title}\n\n${outcome.result.markdown.trim()}`
  return `## ${outcome.name}\n\n**Failed:** ${outcome.error ?? 'no result'}`
}

/** The whole docs/benchmarks.md: when, where, then one section per benchmark. */
export function renderReport(date: Date, machine: MachineInfo, outcomes: readonly BenchOutcome[]): string {
  return [
    '# Khela benchmarks',
    `Written by \`npm run bench\` on ${date.toISOString()}. Everything runs on one machine against 127.0.0.1. ` +
      'The machine is shared with other work and noisy, so repeated measurements are reported as medians ' +
      "(with their min and max): read the min–max spread as this machine's noise, not as a change in the code.",
    '## Machine',
    machineSection(machine),
    ...outcomes.map(outcomeSection),
  ].join('\n\n')
}
