import { buttonClass } from '../../components/ui/button-styles.ts'
import { useTranslation } from '../../lib/i18n.ts'
import { closeModal } from '../../lib/modal-store.ts'

/** Told to a signed-in player who opens a section whose games or events are not connected yet. */
export function SectionUnavailableNotice() {
  const { t } = useTranslation()
  return (
    <div className="space-y-5 p-5 text-center">
      <p className="text-sm text-slate-200">{t('sections.unavailable.body')}</p>
      <button type="button" onClick={closeModal} className={`${buttonClass('gold')} w-full`}>
        {t('sections.unavailable.ok')}
      </button>
    </div>
  )
}
