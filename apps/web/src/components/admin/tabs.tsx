import { type KeyboardEvent, type ReactNode, useId, useRef } from 'react'

export interface Tab<Id extends string> {
  id: Id
  label: string
  panel: ReactNode
}

interface TabsProps<Id extends string> {
  label: string
  tabs: Tab<Id>[]
  selected: Id
  onSelect: (id: Id) => void
}

/**
 * ARIA tabs: one tab stop for the row, arrow keys (and Home/End) move between tabs, and only the selected
 * panel is rendered. The row scrolls sideways on a narrow phone instead of widening the page.
 * Only the back office uses tabs so far; under an `/admin/` path they ship in its chunk, never to players.
 */
export function Tabs<Id extends string>({ label, tabs, selected, onSelect }: TabsProps<Id>) {
  const baseId = useId()
  const tabRefs = useRef(new Map<Id, HTMLButtonElement>())
  const selectedIndex = Math.max(
    0,
    tabs.findIndex((tab) => tab.id === selected),
  )
  const current = tabs[selectedIndex]

  const moveTo = (index: number) => {
    const next = tabs[(index + tabs.length) % tabs.length]
    if (!next) return
    onSelect(next.id)
    tabRefs.current.get(next.id)?.focus()
  }

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
    moveTo(target)
  }

  return (
    <div>
      <div
        role="tablist"
        aria-label={label}
        onKeyDown={onKeyDown}
        className="flex gap-1 overflow-x-auto border-b border-night-700 scrollbar-thin"
      >
        {tabs.map((tab) => {
          const isSelected = tab.id === current?.id
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
              // Only the selected panel exists, so only its tab points at one.
              aria-controls={isSelected ? `${baseId}-panel-${tab.id}` : undefined}
              tabIndex={isSelected ? 0 : -1}
              onClick={() => onSelect(tab.id)}
              className={`-mb-px shrink-0 border-b-2 px-3 py-2.5 text-sm font-semibold whitespace-nowrap transition ${
                isSelected
                  ? 'border-gold-500 text-gold-300'
                  : 'border-transparent text-slate-400 hover:text-slate-200'
              }`}
            >
              {tab.label}
            </button>
          )
        })}
      </div>
      {current && (
        <div
          role="tabpanel"
          id={`${baseId}-panel-${current.id}`}
          aria-labelledby={`${baseId}-tab-${current.id}`}
          className="pt-4"
        >
          {current.panel}
        </div>
      )}
    </div>
  )
}
