import { Link } from 'react-router'
import { ApiError } from '../../lib/api.ts'
import { useTranslation } from '../../lib/i18n.ts'

/** The profile's identity verification section (features/kyc), where a KYC refusal sends the player. */
const kycSectionPath = '/profile#identity-verification'

/** Whether a cashier failure is a KYC refusal, which the form answers with a link to the profile. */
export function isKycRefusal(error: unknown): boolean {
  return (
    error instanceof ApiError && (error.code === 'KYC_REQUIRED' || error.code === 'KYC_REQUIRED_FOR_DEPOSIT')
  )
}

export function KycFailureLink() {
  const { t } = useTranslation()
  return (
    <Link to={kycSectionPath} className="font-semibold text-gold-300 underline underline-offset-2">
      {t('kyc.cashierLink')}
    </Link>
  )
}
