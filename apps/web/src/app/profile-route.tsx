import { ProfilePage } from '../features/accounts/profile-page.tsx'
import { KycSection } from '../features/kyc/kyc-section.tsx'

// The router imports this module lazily for /profile; the profile and its identity verification stay one chunk.

const extraSections = [{ id: 'kyc', content: <KycSection /> }]

/** /profile: the accounts feature's page with the KYC feature's section after the player's details. */
export function ProfileRoute() {
  return <ProfilePage extraSections={extraSections} />
}
