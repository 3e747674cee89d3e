import { draftStore } from '#web/lib/drafts';

/** A response a visitor wrote before logging in: which question, and the text. */
export type ResponseDraft = { questionId: number; text: string };

const store = draftStore(
  'forum-response',
  (value: unknown): value is ResponseDraft =>
    typeof value === 'object' &&
    value !== null &&
    Number.isSafeInteger((value as ResponseDraft).questionId) &&
    typeof (value as ResponseDraft).text === 'string',
);

export const saveResponseDraft = store.save;
export const readResponseDraft = store.read;
export const clearResponseDraft = store.clear;
