import { useTranslation } from '../../../lib/i18n.ts'
import { fairnessVectors } from './fairness-vectors.ts'

/** The pinned test vectors (docs/fairness.md), each line's words in the reader's language and its data as is. */
export function FairnessVectorsTable() {
  const { t } = useTranslation()
  const cell = 'px-3 py-2.5 align-top'
  return (
    <section
      aria-labelledby="fairness-vectors"
      className="space-y-4 rounded-2xl border border-night-700 bg-night-850/60 p-4 sm:p-5"
    >
      <div>
        <h2 id="fairness-vectors" className="text-base font-bold text-white">
          {t('fairness.vectors.title')}
        </h2>
        <p className="mt-1 max-w-3xl text-sm text-slate-400">{t('fairness.vectors.intro')}</p>
      </div>
      <div className="relative max-w-full overflow-x-auto rounded-xl border border-night-700">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{t('fairness.vectors.caption')}</caption>
          <thead className="bg-night-800 text-xs uppercase tracking-wide text-slate-400">
            <tr>
              <th scope="col" className={cell}>
                {t('fairness.vectors.inputs')}
              </th>
              <th scope="col" className={cell}>
                {t('fairness.vectors.result')}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-night-700">
            {fairnessVectors.map(({ id, values }) => (
              <tr key={id} className="bg-night-850/60">
                <td className={`${cell} break-all text-slate-300 sm:break-words`}>
                  {t(`fairness.vectors.${id}.input`, values)}
                </td>
                <td className={`${cell} break-all font-mono text-xs text-white`}>
                  {t(`fairness.vectors.${id}.output`, values)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  )
}
