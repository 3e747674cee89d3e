import { describe, expect, it } from 'vitest';
import { chatDraftFor, chatDraftState } from './chat-draft';

describe('chatDraftFor', () => {
  it('gives the draft to the conversation it was written for, and to no other', () => {
    const state = chatDraftState(7, 'Halo, kami membaca tulisan Anda');
    expect(chatDraftFor(state, 7)).toBe('Halo, kami membaca tulisan Anda');
    expect(chatDraftFor(state, 8)).toBeUndefined();
    expect(chatDraftFor(null, 7)).toBeUndefined();
    expect(chatDraftFor({ chatDraft: { userId: 7, text: 3 } }, 7)).toBeUndefined();
  });
});
