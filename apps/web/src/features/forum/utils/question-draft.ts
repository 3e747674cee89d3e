import { draftStore } from '#web/lib/drafts';

/** A new question its writer left for a counsellor chat instead of posting it. */
export type QuestionDraft = { title: string; desc: string };

const store = draftStore(
  'forum-question',
  (value: unknown): value is QuestionDraft =>
    typeof value === 'object' &&
    value !== null &&
    typeof (value as QuestionDraft).title === 'string' &&
    typeof (value as QuestionDraft).desc === 'string',
);

export const saveQuestionDraft = store.save;
/** The draft, once: reading it takes it out of storage. */
export function takeQuestionDraft(): QuestionDraft | null {
  const draft = store.read();
  if (draft) store.clear();
  return draft;
}
