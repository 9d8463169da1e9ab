import type {
  Campaign,
  CampaignStatus,
  campaignInput,
  campaignList,
  campaignReports,
  forfeitInput,
  Grant,
  grantList,
  manualGrantInput,
} from '@khela/contracts/bonuses'
import type { z } from 'zod'
import { type EmptyBody, endpoint } from '../../endpoint.ts'

export const campaigns = endpoint<{ response: z.infer<typeof campaignList> }>()(
  'GET',
  '/api/admin/bonuses/campaigns',
)
export const setCampaignStatus = endpoint<{ body: { status: CampaignStatus }; response: Campaign }>()(
  'POST',
  '/api/admin/bonuses/campaigns/:id/status',
)
export const duplicateCampaign = endpoint<{ body: EmptyBody; response: Campaign }>()(
  'POST',
  '/api/admin/bonuses/campaigns/:id/duplicate',
)
export const reports = endpoint<{ response: z.infer<typeof campaignReports> }>()(
  'GET',
  '/api/admin/bonuses/reports',
)
export const userGrants = endpoint<{ response: z.infer<typeof grantList> }>()(
  'GET',
  '/api/admin/users/:id/bonus-grants',
)
export const grantByHand = endpoint<{ body: z.output<typeof manualGrantInput>; response: Grant }>()(
  'POST',
  '/api/admin/users/:id/bonus-grants',
)
export const forfeitGrant = endpoint<{ body: z.output<typeof forfeitInput>; response: Grant }>()(
  'POST',
  '/api/admin/bonuses/grants/:id/forfeit',
)
export const createCampaign = endpoint<{ body: z.output<typeof campaignInput>; response: Campaign }>()(
  'POST',
  '/api/admin/bonuses/campaigns',
)
export const updateCampaign = endpoint<{ body: z.output<typeof campaignInput>; response: Campaign }>()(
  'PUT',
  '/api/admin/bonuses/campaigns/:id',
)
