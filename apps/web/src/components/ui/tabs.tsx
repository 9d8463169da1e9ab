import { type KeyboardEvent, type ReactNode, useId, useRef } from 'react'

export interface TabItem<Id extends string> {
  id: Id
  label: string
  /** The tab's panel; without it, the children are the selected tab's panel. */
  panel?: ReactNode
}

const looks = {
  /** A row of labels over a line: the back office's pages. Scrolls sideways on a narrow phone. */
  line: {
    list: 'flex gap-1 overflow-x-auto border-b border-night-700 scrollbar-thin',
    tab: '-mb-px shrink-0 border-b-2 px-3 py-2.5 text-sm font-semibold whitespace-nowrap transition',
    selected: 'border-gold-500 text-gold-300',
    other: 'border-transparent text-slate-400 hover:text-slate-200',
  },
  /** Equal-width buttons: the cashier's gateways and histories. */
  buttons: {
    list: 'grid grid-flow-col auto-cols-fr gap-1.5',
    tab: 'min-h-10 rounded-lg px-2 py-2 text-xs font-bold uppercase tracking-wide transition sm:text-sm',
    selected: 'bg-gold-500 text-night-950',
    other: 'border border-night-600 bg-night-800 text-slate-300 hover:border-gold-500 hover:text-white',
  },
}

/** The tab an arrow key, Home or End moves to from `current` (wrapping round), or undefined for any other key. */
export function tabIndexAfterKey(key: string, current: number, count: number): number | undefined {
  const moves: Record<string, number> = {
    ArrowRight: current + 1,
    ArrowLeft: current - 1,
    Home: 0,
    End: count - 1,
  }
  const target = moves[key]
  return target === undefined ? undefined : (target + count) % count
}

interface TabsProps<Id extends string> {
  /** The tab list's accessible name. */
  label: string
  tabs: TabItem<Id>[]
  selected: Id
  onSelect: (id: Id) => void
  look?: keyof typeof looks
  children?: ReactNode
}

/**
 * The WAI-ARIA tabs pattern: the row is one tab stop (roving tabindex), arrow keys, Home and End move between tabs
 * and select them, each tab names its panel (aria-selected, aria-controls) and the panel is labelled by its tab.
 * Only the selected panel is rendered; an unknown `selected` shows the first tab.
 */
export function Tabs<Id extends string>({
  label,
  tabs,
  selected,
  onSelect,
  look = 'line',
  children,
}: TabsProps<Id>) {
  const baseId = useId()
  const tabRefs = useRef(new Map<Id, HTMLButtonElement>())
  const selectedIndex = Math.max(
    0,
    tabs.findIndex((tab) => tab.id === selected),
  )
  const current = tabs[selectedIndex]
  const style = looks[look]

  const onKeyDown = (event: KeyboardEvent) => {
    const target = tabIndexAfterKey(event.key, selectedIndex, tabs.length)
    if (target === undefined) return
    event.preventDefault()
    const next = tabs[target]
    if (!next) return
    onSelect(next.id)
    tabRefs.current.get(next.id)?.focus()
  }

  return (
    <div>
      <div role="tablist" aria-label={label} onKeyDown={onKeyDown} className={style.list}>
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
              aria-controls={isSelected ? `${baseId}-panel` : undefined}
              tabIndex={isSelected ? 0 : -1}
              onClick={() => onSelect(tab.id)}
              className={`${style.tab} ${isSelected ? style.selected : style.other}`}
            >
              {tab.label}
            </button>
          )
        })}
      </div>
      {current && (
        <div
          role="tabpanel"
          id={`${baseId}-panel`}
          aria-labelledby={`${baseId}-tab-${current.id}`}
          className="pt-4"
        >
          {current.panel ?? children}
        </div>
      )}
    </div>
  )
}
