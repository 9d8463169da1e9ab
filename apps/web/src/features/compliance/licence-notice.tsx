import { useTranslation } from '../../lib/i18n.ts'
import { useLicence } from './use-licence.ts'

/** "Licensed by …, licence no. …" in the footer; nothing while no licence is configured or it cannot be read. */
export function LicenceNotice() {
  const { t } = useTranslation()
  const licence = useLicence().data
  if (!licence) return null
  return (
    <p className="max-w-md text-xs text-slate-400">
      {t('compliance.licensedBy', { jurisdiction: licence.jurisdiction, number: licence.number })}
    </p>
  )
}
