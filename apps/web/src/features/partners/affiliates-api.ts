import type { AffiliateApplicationInput } from '@khela/contracts/partners'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { api } from '../../lib/endpoint.ts'
import * as partnersApi from '../../lib/endpoints/partners.ts'

const myAffiliateKey = ['partners', 'me'] as const

/** The signed-in account's application and its status (null before it applies). */
export function useMyAffiliate(isSignedIn: boolean) {
  return useQuery({
    queryKey: myAffiliateKey,
    queryFn: ({ signal }) => api(partnersApi.me, { signal }),
    enabled: isSignedIn,
  })
}

export function useApplyAsAffiliate() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: AffiliateApplicationInput) => api(partnersApi.apply, { body: input }),
    onSuccess: (answer) => queryClient.setQueryData(myAffiliateKey, answer),
  })
}
