import type { RegistrationInput } from '@khela/contracts/accounts'
import type { Role } from '@khela/contracts/roles'

/** One account per back-office and partner role besides the admin; they share the admin's password. */
export const demoStaff: { role: Exclude<Role, 'player' | 'admin'>; name: string }[] = [
  { role: 'finance', name: 'Farhana Finance' },
  { role: 'support', name: 'Sumon Support' },
  { role: 'content', name: 'Chandni Content' },
  { role: 'trader', name: 'Tanvir Trader' },
  { role: 'agent', name: 'Anwar Agent' },
  { role: 'affiliate', name: 'Ayesha Affiliate' },
]

export const demoStaffEmail = (role: string) => `${role}@khela.local`

/** A few players to find in All Users, registered through the same rules as anyone. */
export const demoPlayers: (Omit<RegistrationInput, 'password'> & { name: string })[] = [
  {
    name: 'Rahim Uddin',
    email: 'rahim@khela.local',
    phone: '01711000001',
    currency: 'BDT',
    offer: 'welcome_crash_bonus',
    dateOfBirth: '1994-03-12',
    country: 'BD',
    termsAccepted: true,
  },
  {
    name: 'Nusrat Jahan',
    email: 'nusrat@khela.local',
    phone: '01811000002',
    currency: 'BDT',
    offer: 'welcome_slots_bonus',
    dateOfBirth: '1998-07-25',
    country: 'BD',
    termsAccepted: true,
  },
  {
    name: 'Arjun Sharma',
    email: 'arjun@khela.local',
    phone: '+919811000003',
    currency: 'INR',
    offer: 'sport_welcome_pack_700',
    dateOfBirth: '1990-11-02',
    country: 'IN',
    termsAccepted: true,
  },
]

/**
 * The demo agent network's partners (role `agent`, the admin's password): `agent@khela.local` above is the
 * network's agent; these are the nodes above it and the shop's cashier.
 */
export const demoAgentPartners = {
  superAgent: { email: 'superagent@khela.local', name: 'Sadia Super Agent' },
  masterAgent: { email: 'master@khela.local', name: 'Mamun Master Agent' },
  cashier: { email: 'cashier@khela.local', name: 'Kamal Cashier' },
} as const
