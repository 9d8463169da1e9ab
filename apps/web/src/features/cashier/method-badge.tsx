import type { CashierMethod } from '@khela/contracts/cashier'
import { imageUrl } from '@khela/contracts/images'
import { colorsOn } from '../../lib/contrast.ts'

/** A method's logo, or its name on its brand colour when it has none. */
export function MethodBadge({ method, size = 'md' }: { method: CashierMethod; size?: 'sm' | 'md' }) {
  const box = size === 'sm' ? 'h-8 w-16 text-xs' : 'h-12 w-24 text-sm'
  if (method.logo) {
    return (
      <img
        src={imageUrl(method.logo.key, 480)}
        alt=""
        width={method.logo.width}
        height={method.logo.height}
        className={`${box} shrink-0 rounded-md bg-white object-contain p-1`}
      />
    )
  }
  return (
    <span
      aria-hidden
      style={colorsOn(method.brandColor)}
      className={`${box} grid shrink-0 place-items-center truncate rounded-md px-1 font-extrabold`}
    >
      {method.name}
    </span>
  )
}
