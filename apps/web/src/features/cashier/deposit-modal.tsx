import { closeModal } from '../../lib/modal-store.ts'
import { DepositFlowView } from './deposit-flow-view.tsx'

/** The header's DEPOSIT: the three steps in a modal that closes once the request is sent. */
export function DepositModal() {
  return (
    <div className="p-4 sm:p-5">
      <DepositFlowView allowsTyping={false} onDeposited={closeModal} />
    </div>
  )
}
