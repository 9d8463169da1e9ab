import { formatTimeZoneName } from '../../lib/format.ts'
import { currentLanguage } from '../../lib/i18n.ts'
import { currentTimeZone } from '../../lib/time-zone.ts'

/**
 * The operator's zone as a reader knows it now ('GMT+6'), beside a column or list of times that a reader abroad
 * could take for their own zone's; the full IANA name is its tooltip.
 */
export function TimeZoneLabel() {
  const timeZone = currentTimeZone()
  // The space keeps the zone a word of its own in the header's accessible name ('Time GMT+6').
  return (
    <>
      {' '}
      {/* The zone's name is English in both languages (lib/format.ts). */}
      <abbr lang="en" title={timeZone} className="font-normal normal-case text-slate-500 no-underline">
        {formatTimeZoneName(Date.now(), currentLanguage(), timeZone)}
      </abbr>
    </>
  )
}
