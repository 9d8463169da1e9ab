import { type KeyboardEvent, type ReactNode, useId, useRef } from 'react'

interface CashierTabsProps<Id extends string> {
  label: string
  tabs: { id: Id; label: string }[]
  selected: Id
  onSelect: (id: Id) => void
  children: ReactNode
}

/**
 * ARIA tabs for the cashier (gateways, histories): one tab stop, arrow keys, Home and End move between them, and
 * the selected tab's panel is the children. (The back office's tabs live under /admin/ and never ship to players.)
 */
export function CashierTabs<Id extends string>({
  label,
  tabs,
  selected,
  onSelect,
  children,
}: CashierTabsProps<Id>) {
  const baseId = useId()
  const tabRefs = useRef(new Map<Id, HTMLButtonElement>())
  const selectedIndex = Math.max(
    0,
    tabs.findIndex((tab) => tab.id === selected),
  )

  const onKeyDown = (event: KeyboardEvent) => {
    const moves: Record<string, number> = {
      ArrowRight: selectedIndex + 1,
      ArrowLeft: selectedIndex - 1,
      Home: 0,
      End: tabs.length - 1,
    }
    const target = moves[event.key]
    if (target === undefined) return
    event.preventDefault()
    const next = tabs[(target + tabs.length) % tabs.length]
    if (!next) return
    onSelect(next.id)
    tabRefs.current.get(next.id)?.focus()
  }

  return (
    <div>
      <div
        role="tablist"
        aria-label={label}
        onKeyDown={onKeyDown}
        className="grid grid-flow-col auto-cols-fr gap-1.5"
      >
        {tabs.map((tab, index) => {
          const isSelected = index === selectedIndex
          return (
            <button
              key={tab.id}
              ref={(element) => {
                if (element) tabRefs.current.set(tab.id, element)
                else tabRefs.current.delete(tab.id)
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${tab.id}`}
              aria-selected={isSelected}
              aria-controls={isSelected ? `${baseId}-panel` : undefined}
              tabIndex={isSelected ? 0 : -1}
              onClick={() => onSelect(tab.id)}
              className={`min-h-10 rounded-lg px-2 py-2 text-xs font-bold uppercase tracking-wide transition sm:text-sm ${
                isSelected
                  ? 'bg-gold-500 text-night-950'
                  : 'border border-night-600 bg-night-800 text-slate-300 hover:border-gold-500 hover:text-white'
              }`}
            >
              {tab.label}
            </button>
          )
        })}
      </div>
      <div
        role="tabpanel"
        id={`${baseId}-panel`}
        aria-labelledby={`${baseId}-tab-${tabs[selectedIndex]?.id ?? ''}`}
        className="pt-4"
      >
        {children}
      </div>
    </div>
  )
}
