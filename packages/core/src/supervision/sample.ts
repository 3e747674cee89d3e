import { z } from 'zod';
import { chatAssigneeSchema } from '../chat/schemas';

/** The share of the period's other resolved conversations a supervisor reviews (issue 50 item 4). */
export const reviewSampleShare = 0.1;

/**
 * A resolution's place in [0, 1) from the hex digest the server keys with its stored salt:
 * the same resolution always draws the same number, so a period always gives the same sample,
 * and nobody without the salt can tell which conversations will be drawn.
 */
export function sampleDraw(hexDigest: string): number {
  return Number.parseInt(hexDigest.slice(0, 8), 16) / 2 ** 32;
}

export interface SampleCandidate {
  risky: boolean;
  reviewed: boolean;
  resolvedAt: string;
}

/** Every risky one, and the others whose draw falls in the sample share. */
export function inReviewSample(candidate: Pick<SampleCandidate, 'risky'>, draw: number): boolean {
  return candidate.risky || draw < reviewSampleShare;
}

/** The list's order: risky first, then not yet reviewed, then the latest resolved. */
export function bySampleOrder(a: SampleCandidate, b: SampleCandidate): number {
  return (
    Number(b.risky) - Number(a.risky) ||
    Number(a.reviewed) - Number(b.reviewed) ||
    b.resolvedAt.localeCompare(a.resolvedAt)
  );
}

export const sampleConversationSchema = z.object({
  /** The conversation's id: the reviews' path takes it. */
  id: z.number().int(),
  resolutionId: z.number().int(),
  user: z.object({ id: z.number().int(), username: z.string(), fullName: z.string() }),
  counsellor: chatAssigneeSchema.nullable(),
  resolvedAt: z.string(),
  /** It had an active risk signal: always reviewed. Otherwise it was drawn into the sample. */
  risky: z.boolean(),
  reviewed: z.boolean(),
});
export type SampleConversation = z.infer<typeof sampleConversationSchema>;

export const sampleResponseSchema = z.object({ conversations: z.array(sampleConversationSchema) });
export type SampleResponse = z.infer<typeof sampleResponseSchema>;
