import { useSearchParams } from 'react-router'

export type GameMode = 'real' | 'demo'

/** `?mode=demo` plays with the browser's play money; anything else is real money. */
export function useGameMode(): GameMode {
  const [params] = useSearchParams()
  return params.get('mode') === 'demo' ? 'demo' : 'real'
}
