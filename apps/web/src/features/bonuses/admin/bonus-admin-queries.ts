import type { CampaignStatus, campaignInput } from '@khela/contracts/bonuses'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { z } from 'zod'
import { api } from '../../../lib/endpoint.ts'
import * as adminBonusesApi from '../../../lib/endpoints/admin/bonuses.ts'

/** Every back-office bonus list starts with this: a change to a campaign or a grant refreshes them all. */
const bonusesAdminKey = ['admin', 'bonuses'] as const

export function useCampaigns() {
  return useQuery({
    queryKey: [...bonusesAdminKey, 'campaigns'],
    queryFn: ({ signal }) => api(adminBonusesApi.campaigns, { signal }),
    meta: { showsOwnError: true },
  })
}

export function useCampaignReports() {
  return useQuery({
    queryKey: [...bonusesAdminKey, 'reports'],
    queryFn: ({ signal }) => api(adminBonusesApi.reports, { signal }),
    meta: { showsOwnError: true },
  })
}

export function useUserGrants(userId: string) {
  return useQuery({
    queryKey: [...bonusesAdminKey, 'user-grants', userId],
    queryFn: ({ signal }) => api(adminBonusesApi.userGrants, { params: { id: userId }, signal }),
    meta: { showsOwnError: true },
  })
}

/** A mutation that refreshes the bonus lists (and the player's balances, which a grant moves) when it succeeds. */
function useBonusMutation<Variables, Result>(mutationFn: (variables: Variables) => Promise<Result>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn,
    meta: { showsOwnError: true },
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: bonusesAdminKey })
      void queryClient.invalidateQueries({ queryKey: ['admin', 'user-wallet'] })
    },
  })
}

export function useSetCampaignStatus() {
  return useBonusMutation(({ id, status }: { id: string; status: CampaignStatus }) =>
    api(adminBonusesApi.setCampaignStatus, { params: { id }, body: { status } }),
  )
}

export function useDuplicateCampaign() {
  return useBonusMutation((id: string) =>
    api(adminBonusesApi.duplicateCampaign, { params: { id }, body: {} }),
  )
}

export function useForfeitGrant() {
  return useBonusMutation(
    ({ grantId, reason, idempotencyKey }: { grantId: string; reason: string; idempotencyKey: string }) =>
      api(adminBonusesApi.forfeitGrant, { params: { id: grantId }, body: { reason }, idempotencyKey }),
  )
}

export function useGrantByHand(userId: string) {
  return useBonusMutation(
    ({
      input,
      idempotencyKey,
    }: {
      input: { campaignId: string; amount: number | null; reason: string }
      idempotencyKey: string
    }) => api(adminBonusesApi.grantByHand, { params: { id: userId }, body: input, idempotencyKey }),
  )
}

/** Creates a campaign, or saves one being edited (`id`). */
export function useSaveCampaign() {
  return useBonusMutation(({ id, input }: { id: string | null; input: z.output<typeof campaignInput> }) =>
    id === null
      ? api(adminBonusesApi.createCampaign, { body: input })
      : api(adminBonusesApi.updateCampaign, { params: { id }, body: input }),
  )
}
