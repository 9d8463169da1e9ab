import type { PublicLicence } from '@khela/contracts/compliance'
import { endpoint } from '../endpoint.ts'

export const licence = endpoint<{ response: PublicLicence }>()('GET', '/api/compliance/licence')
