import type { AdminFaqCreate, AdminFaqUpdate } from '@khela/contracts/content'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/endpoint.ts'
import * as adminContentApi from '../../../lib/endpoints/admin/content.ts'
import { adminFaqQueryKey } from './find-admin-faq.ts'

/** A new entry (no id, every field) or a change to one (its id, the fields that change). */
type FaqEntryChange = (AdminFaqCreate & { id?: string }) | (AdminFaqUpdate & { id: string })

/** Adds an entry (no id) or changes one; the footer's own copy is dropped so this tab shows the change too. */
export function useSaveFaqEntry() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, ...entry }: FaqEntryChange) =>
      id
        ? api(adminContentApi.updateFaqEntry, { params: { id }, body: entry })
        : api(adminContentApi.createFaqEntry, { body: entry as AdminFaqCreate }),
    meta: { showsOwnError: true },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminFaqQueryKey }),
        queryClient.invalidateQueries({ queryKey: ['content', 'faq'] }),
      ]),
  })
}
