import { describe, expect, it } from 'vitest';
import { commonMessages } from '../messages';
import { forumMessages } from './messages';
import { forumLimits } from './limits';
import { questionListQuerySchema, responseListQuerySchema } from './list-query';
import { forumQuestionBodySchema, responseBodySchema } from './schemas';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('forumQuestionBodySchema', () => {
  it('normalises the text and keeps markup as typed', () => {
    const parsed = forumQuestionBodySchema.parse({
      title: '  <script>alert(1)</script> ',
      desc: 'baris satu\r\nbaris dua',
      tag: 'ptsd',
    });
    expect(parsed).toEqual({
      title: '<script>alert(1)</script>',
      desc: 'baris satu\nbaris dua',
      tag: 'ptsd',
    });
  });

  it('accepts no tag or a null tag', () => {
    expect(forumQuestionBodySchema.parse({ title: 'a', desc: 'b' }).tag).toBeUndefined();
    expect(forumQuestionBodySchema.parse({ title: 'a', desc: 'b', tag: null }).tag).toBeNull();
  });

  it.each([
    [{ desc: 'b' }, forumMessages.titleRequired],
    [{ title: ' \n ', desc: 'b' }, forumMessages.titleRequired],
    [{ title: 'a' }, forumMessages.descRequired],
    [{ title: 'a', desc: '\t' }, forumMessages.descRequired],
    [{ title: 'x'.repeat(forumLimits.titleMax + 1), desc: 'b' }, forumMessages.titleTooLong],
    [{ title: 'a', desc: 'x'.repeat(forumLimits.descMax + 1) }, forumMessages.descTooLong],
    [{ title: 5, desc: 'b' }, commonMessages.invalidInput],
  ])('refuses %j with its message', (body, message) => {
    expect(firstMessage(forumQuestionBodySchema.safeParse(body))).toBe(message);
  });

  it('counts the limit after trimming', () => {
    const title = ` ${'x'.repeat(forumLimits.titleMax)} `;
    expect(forumQuestionBodySchema.safeParse({ title, desc: 'b' }).success).toBe(true);
  });

  it('refuses an unknown tag', () => {
    expect(forumQuestionBodySchema.safeParse({ title: 'a', desc: 'b', tag: 'depresi' }).success).toBe(false);
  });
});

describe('responseBodySchema', () => {
  it.each([
    [{}, forumMessages.responseRequired],
    [{ text: '   ' }, forumMessages.responseRequired],
    [{ text: 'x'.repeat(forumLimits.responseMax + 1) }, forumMessages.responseTooLong],
  ])('refuses %j', (body, message) => {
    expect(firstMessage(responseBodySchema.safeParse(body))).toBe(message);
  });
});

describe('questionListQuerySchema', () => {
  it('defaults to newest first, 20 per page', () => {
    expect(questionListQuerySchema.parse({})).toEqual({ sort: 'terbaru', limit: 20 });
  });

  it('reads mine, caps limit at 100 and trims q', () => {
    expect(questionListQuerySchema.parse({ mine: '1', limit: '500', q: ' cemas ' })).toMatchObject({
      mine: true,
      limit: 100,
      q: 'cemas',
    });
    expect(questionListQuerySchema.parse({ mine: 'false' }).mine).toBe(false);
  });

  it.each([{ limit: '0' }, { limit: 'abc' }, { sort: 'acak' }, { tag: 'depresi' }, { mine: 'ya' }])(
    'refuses %j',
    (query) => {
      expect(questionListQuerySchema.safeParse(query).success).toBe(false);
    },
  );

  it('refuses an over-long search', () => {
    const result = questionListQuerySchema.safeParse({ q: 'x'.repeat(forumLimits.searchMax + 1) });
    expect(firstMessage(result)).toBe(forumMessages.searchTooLong);
  });
});

describe('responseListQuerySchema', () => {
  it('has the same paging defaults and keeps oldest first unless asked', () => {
    expect(responseListQuerySchema.parse({})).toEqual({ sort: 'terlama', limit: 20 });
    expect(responseListQuerySchema.parse({ sort: 'membantu' }).sort).toBe('membantu');
    const unknown = responseListQuerySchema.safeParse({ sort: 'acak' });
    expect(unknown.error?.issues[0]?.message).toBe(commonMessages.invalidInput);
  });
});
