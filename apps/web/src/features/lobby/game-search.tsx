import { gameSearchMinLength } from '@khela/contracts/catalog-options'
import { Search, X } from 'lucide-react'
import { type FormEvent, useEffect, useState } from 'react'
import { buttonClass } from '../../components/ui/button-styles.ts'
import { useTranslation } from '../../lib/i18n.ts'

/** Typing pauses this long before the search runs; the button or Enter runs it at once. */
const debounceMs = 300

/**
 * The lobby's search box. Reports the text to search for (empty: not searching) once typing pauses, or at
 * once on submit; fewer than two characters is not a search yet.
 */
export function GameSearch({ onSearch }: { onSearch: (term: string) => void }) {
  const { t } = useTranslation()
  const [text, setText] = useState('')
  const term = text.trim().length >= gameSearchMinLength ? text.trim() : ''

  useEffect(() => {
    const timer = setTimeout(() => onSearch(term), debounceMs)
    return () => clearTimeout(timer)
  }, [term, onSearch])

  const submit = (event: FormEvent) => {
    event.preventDefault()
    onSearch(term)
  }

  return (
    <search>
      <form onSubmit={submit} className="flex gap-2">
        <div className="relative min-w-0 flex-1">
          <Search
            aria-hidden
            size={17}
            className="pointer-events-none absolute left-3 top-1/2 -translate-y-1/2 text-slate-400"
          />
          <input
            type="search"
            value={text}
            onChange={(event) => setText(event.target.value)}
            aria-label={t('lobby.search.label')}
            placeholder={t('lobby.search.placeholder')}
            maxLength={50}
            enterKeyHint="search"
            className="h-10 w-full rounded-lg border border-night-600 bg-night-850 pl-9 pr-9 text-sm text-white placeholder:text-slate-500 focus:border-gold-500 focus:outline-2 focus:outline-offset-0 focus:outline-gold-400 [&::-webkit-search-cancel-button]:hidden"
          />
          {text && (
            <button
              type="button"
              aria-label={t('lobby.search.clear')}
              onClick={() => setText('')}
              className="absolute right-1.5 top-1/2 grid size-7 -translate-y-1/2 place-items-center rounded-md text-slate-400 hover:text-white"
            >
              <X aria-hidden size={16} />
            </button>
          )}
        </div>
        <button type="submit" className={`${buttonClass('gold')} shrink-0`}>
          <Search aria-hidden size={16} />
          <span className="max-sm:sr-only">{t('lobby.search.submit')}</span>
        </button>
      </form>
    </search>
  )
}
