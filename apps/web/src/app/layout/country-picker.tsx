import { Globe } from 'lucide-react'
import { useId, useState } from 'react'
import { useTranslation } from '../../lib/i18n.ts'

const countries = ['BD', 'IN', 'US', 'GB'] as const

export function CountryPicker() {
  const { t } = useTranslation()
  const [country, setCountry] = useState('')
  const selectId = useId()
  return (
    <div>
      <label
        htmlFor={selectId}
        className="mb-2 block text-xs font-bold uppercase tracking-widest text-gold-400"
      >
        {t('footer.country.label')}
      </label>
      <div className="relative">
        <Globe
          aria-hidden
          size={16}
          className="pointer-events-none absolute left-3 top-1/2 -translate-y-1/2 text-slate-500"
        />
        <select
          id={selectId}
          value={country}
          onChange={(event) => setCountry(event.target.value)}
          className="h-10 w-full appearance-none rounded-lg border border-night-600 bg-night-800 pl-9 pr-3 text-sm text-slate-200 transition hover:border-gold-500/60"
        >
          <option value="" disabled>
            {t('footer.country.placeholder')}
          </option>
          {countries.map((code) => (
            <option key={code} value={code}>
              {t(`footer.country.names.${code}`)}
            </option>
          ))}
        </select>
      </div>
    </div>
  )
}
