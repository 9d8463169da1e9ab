/** The parts of a V8 `.cpuprofile` (as `node --cpu-prof` writes it) this summary reads. */
export type CpuProfile = {
  nodes: {
    id: number
    callFrame: { functionName: string; url: string; lineNumber: number }
    children?: number[]
  }[]
  samples: number[]
  timeDeltas: number[]
}

export type ProfileEntry = { name: string; selfPercent: number; totalPercent: number }

/** Where a frame's code lives: the npm package, the project file, or V8's own category. */
export function placeOf(url: string): string {
  if (!url) return '(native)'
  const packageMatch = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url)
  if (packageMatch?.[1]) return packageMatch[1]
  if (url.startsWith('node:')) return url
  const project = /\/(apps|packages)\/(.+)$/.exec(url)
  return project ? `${project[1]}/${project[2]}` : url
}

/**
 * The heaviest functions of a profile by self time (samples whose innermost frame they are), with the share of
 * samples they appear in at all (total), and the same by place (package or file). Idle time is left out, so
 * the shares are of the time the process was busy.
 */
export function summariseProfile(
  profile: CpuProfile,
  { top = 15, fromFunction }: { top?: number; fromFunction?: string } = {},
): { functions: ProfileEntry[]; places: ProfileEntry[] } {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]))
  const parentOf = new Map<number, number>()
  for (const node of profile.nodes) for (const child of node.children ?? []) parentOf.set(child, node.id)
  const stackHas = (id: number, name: string) => {
    for (let at: number | undefined = id; at !== undefined; at = parentOf.get(at))
      if (byId.get(at)?.callFrame.functionName === name) return true
    return false
  }
  // With `fromFunction`, samples before that function first runs (the server's start, the benchmark's set-up)
  // are left out, so the summary is of the load alone.
  const firstSample = fromFunction ? profile.samples.findIndex((id) => stackHas(id, fromFunction)) : 0
  const selfTime = new Map<number, number>()
  profile.samples.forEach((id, index) => {
    if (index < Math.max(0, firstSample)) return
    selfTime.set(id, (selfTime.get(id) ?? 0) + (profile.timeDeltas[index] ?? 0))
  })
  const isIdle = (id: number) => ['(idle)', '(program)'].includes(byId.get(id)?.callFrame.functionName ?? '')
  let busy = 0
  for (const [id, time] of selfTime) if (!isIdle(id)) busy += time

  const functionKey = (id: number) => {
    const frame = byId.get(id)?.callFrame
    if (!frame) return '?'
    const name = frame.functionName || '(anonymous)'
    return frame.url ? `${name} ${placeOf(frame.url)}:${frame.lineNumber + 1}` : name
  }
  const placeKey = (id: number) => {
    const frame = byId.get(id)?.callFrame
    return frame?.url ? placeOf(frame.url) : (frame?.functionName ?? '?')
  }
  const rank = (keyOf: (id: number) => string) => {
    const self = new Map<string, number>()
    const total = new Map<string, number>()
    for (const [id, time] of selfTime) {
      if (isIdle(id)) continue
      self.set(keyOf(id), (self.get(keyOf(id)) ?? 0) + time)
      // Each key counts once per sample however deep it recurs.
      const seen = new Set<string>()
      for (let at: number | undefined = id; at !== undefined; at = parentOf.get(at)) seen.add(keyOf(at))
      for (const key of seen) total.set(key, (total.get(key) ?? 0) + time)
    }
    return [...self.entries()]
      .sort(([, a], [, b]) => b - a)
      .slice(0, top)
      .map(([name, time]) => ({
        name,
        selfPercent: (100 * time) / busy,
        totalPercent: (100 * (total.get(name) ?? 0)) / busy,
      }))
  }
  return { functions: rank(functionKey), places: rank(placeKey) }
}
