import { useNavigation } from 'react-router'

/** A thin bar under the header while the next page's code loads, so a tap never seems ignored. */
export function NavigationProgress() {
  const isLoading = useNavigation().state === 'loading'
  return (
    <div
      aria-hidden
      className={`fixed inset-x-0 top-0 z-50 h-0.5 origin-left bg-linear-to-r from-gold-400 to-jade-400 transition-[scale,opacity] duration-500 ${
        isLoading ? 'scale-x-75 opacity-100' : 'scale-x-0 opacity-0'
      }`}
    />
  )
}
