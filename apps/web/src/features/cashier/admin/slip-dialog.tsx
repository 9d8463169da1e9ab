import { Modal } from '../../../components/ui/modal.tsx'
import { useTranslation } from '../../../lib/i18n.ts'

export interface OpenSlip {
  url: string
  playerName: string
}

/** A deposit's screenshot at full size; slips are private, served only to their owner and cashier staff. */
export function SlipDialog({ slip, onClose }: { slip: OpenSlip | null; onClose: () => void }) {
  const { t } = useTranslation('admin')
  return (
    <Modal
      isOpen={slip !== null}
      onClose={onClose}
      width="wide"
      title={t('cashier.deposits.slipTitle', { name: slip?.playerName ?? '' })}
    >
      {slip && (
        <div className="p-4">
          <img
            src={slip.url}
            alt={t('cashier.deposits.slipAlt', { name: slip.playerName })}
            className="mx-auto max-h-[75dvh] w-auto rounded-lg"
          />
        </div>
      )}
    </Modal>
  )
}
