import { useMutation } from '@tanstack/react-query';
import type { ReportInput } from '@sehat/core/forum/report-schemas';
import { apiPaths } from '#web/config/paths';
import { apiRequest } from '#web/lib/api-client';

export type ReportTarget = { kind: 'question' | 'response'; id: number };

export function reportItem({ target, body }: { target: ReportTarget; body: ReportInput }) {
  return apiRequest(apiPaths.forum.reports(target.kind, target.id), {
    method: 'POST',
    json: body,
    answer: 'forum.reported',
  });
}

/** Reports a question or a response; the answer says whether this user had reported it already. */
export function useReportItem() {
  return useMutation({ mutationFn: reportItem });
}
