import type { WellbeingBody, WellbeingEntry } from '@sehat/core/supervision/care';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '#web/config/paths';
import { apiRequest } from '#web/lib/api-client';

const careKeys = {
  all: ['care'] as const,
  entries: ['care', 'entries'] as const,
  debriefs: (scope: 'mine' | 'team') => ['care', 'debriefs', scope] as const,
};

/** One's own wellbeing checks, newest first. */
export function useWellbeingEntries() {
  return useQuery({
    queryKey: careKeys.entries,
    queryFn: async ({ signal }) =>
      (await apiRequest(apiPaths.adminWellbeing.entries, { signal, answer: 'wellbeing.entries' })).entries,
  });
}

export function useAddWellbeing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: WellbeingBody) =>
      apiRequest(apiPaths.adminWellbeing.entries, {
        method: 'POST',
        json: body,
        answer: 'wellbeing.entry',
      }),
    onSuccess: ({ entry }) =>
      queryClient.setQueryData<WellbeingEntry[]>(careKeys.entries, (list = []) => [entry, ...list]),
  });
}

/** Debriefs not yet held: one's own, or (supervision) the whole team's. */
export function useOpenDebriefs(scope: 'mine' | 'team') {
  return useQuery({
    queryKey: careKeys.debriefs(scope),
    queryFn: async ({ signal }) =>
      (
        await apiRequest(
          scope === 'mine' ? apiPaths.adminWellbeing.debriefs : apiPaths.adminSupervision.debriefs,
          { signal, answer: 'wellbeing.debriefs' },
        )
      ).debriefs,
  });
}

export function useMarkHeld() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (debriefId: number) =>
      apiRequest(apiPaths.adminWellbeing.held(debriefId), { method: 'POST', answer: 'wellbeing.debrief' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: careKeys.all }),
  });
}
