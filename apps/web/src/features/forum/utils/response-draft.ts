import { clearDraft, readDraft, saveDraft } from '../../../lib/drafts';

/** A response a visitor wrote before logging in: which question, and the text. */
export type ResponseDraft = { questionId: number; text: string };

const key = 'forum-response';

const isResponseDraft = (value: unknown): value is ResponseDraft =>
  typeof value === 'object' &&
  value !== null &&
  Number.isSafeInteger((value as ResponseDraft).questionId) &&
  typeof (value as ResponseDraft).text === 'string';

export const saveResponseDraft = (draft: ResponseDraft) => saveDraft(key, draft);
export const readResponseDraft = () => readDraft(key, isResponseDraft);
export const clearResponseDraft = () => clearDraft(key);
