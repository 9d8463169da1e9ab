import type { PaymentMethod } from '@khela/contracts/cashier'
import { Modal } from '../../../components/ui/modal.tsx'
import { useTranslation } from '../../../lib/i18n.ts'
import { methodValuesOf, newMethodValues } from './method-form.ts'
import { PaymentMethodForm } from './payment-method-form.tsx'

interface MethodEditorProps {
  isOpen: boolean
  /** The method to edit; null adds one. */
  method: PaymentMethod | null
  /** Where a new method goes: after the last one. */
  nextPosition: number
  /** The image upload needs `content.write`; without it the logo is kept as it is. */
  canUploadLogo: boolean
  onClose: () => void
}

/** The dialog that adds or edits a payment method; the form starts afresh each time it opens. */
export function MethodEditor({ isOpen, method, nextPosition, canUploadLogo, onClose }: MethodEditorProps) {
  const { t } = useTranslation('admin')
  const title = method ? t('cashier.methods.editTitle', { name: method.name }) : t('cashier.methods.addTitle')
  return (
    <Modal isOpen={isOpen} onClose={onClose} title={title} width="wide">
      {isOpen && (
        <PaymentMethodForm
          key={method?.id ?? 'new'}
          method={method}
          initial={method ? methodValuesOf(method) : newMethodValues(nextPosition)}
          canUploadLogo={canUploadLogo}
          onDone={onClose}
        />
      )}
    </Modal>
  )
}
