import { execFile } from 'node:child_process'
import { readFile } from 'node:fs/promises'
import { cpus, loadavg, release, totalmem, type } from 'node:os'
import { promisify } from 'node:util'
import { CHROMIUM_PATH } from '../../scripts/lib/chromium.ts'

export interface MachineInfo {
  cpuModel: string
  cores: number
  memoryGiB: number
  os: string
  node: string
  chromium: string
  /** One-minute load average when the run started: how busy the shared machine already was. */
  loadAverage: number
}

async function osName(): Promise<string> {
  const kernel = `${type()} ${release()}`
  try {
    const osRelease = await readFile('/etc/os-release', 'utf8')
    const pretty = /^PRETTY_NAME="?([^"\n]*)"?$/m.exec(osRelease)?.[1]
    return pretty ? `${pretty} (${kernel})` : kernel
  } catch {
    return kernel
  }
}

async function chromiumVersion(): Promise<string> {
  try {
    const { stdout } = await promisify(execFile)(CHROMIUM_PATH, ['--version'], { timeout: 10_000 })
    return stdout.trim()
  } catch {
    return `not found at ${CHROMIUM_PATH}`
  }
}

export async function describeMachine(): Promise<MachineInfo> {
  const processors = cpus()
  return {
    cpuModel: processors[0]?.model.trim() ?? 'unknown',
    cores: processors.length,
    memoryGiB: Math.round((totalmem() / 1024 ** 3) * 10) / 10,
    os: await osName(),
    node: process.version,
    chromium: await chromiumVersion(),
    loadAverage: loadavg()[0] ?? 0,
  }
}
