import type { SiteSettings } from '@khela/contracts/settings'
import { endpoint } from '../endpoint.ts'

/** The operator's time zone, which every time on the site is written in. */
export const site = endpoint<{ response: SiteSettings }>()('GET', '/api/settings/site')
