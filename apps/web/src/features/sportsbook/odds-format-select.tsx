import { oddsFormats } from '@khela/contracts/sportsbook-odds'
import { SelectField } from '../../components/ui/select-field.tsx'
import { useTranslation } from '../../lib/i18n.ts'
import { setOddsFormat, useOddsFormat } from './odds-format.ts'

/** How the player reads prices on every sportsbook page; remembered in this browser. */
export function OddsFormatSelect() {
  const { t } = useTranslation('sportsbook')
  const format = useOddsFormat()
  return (
    <SelectField
      label={t('oddsFormat')}
      labelClassName="mr-2 text-xs font-semibold text-slate-300"
      value={format}
      options={oddsFormats.map((value) => ({ value, label: t(`oddsFormats.${value}`) }))}
      onChange={setOddsFormat}
      className="rounded-lg border border-night-600 bg-night-800 px-2 py-1.5 text-sm text-white"
    />
  )
}
