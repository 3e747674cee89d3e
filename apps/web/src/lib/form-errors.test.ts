import { describe, expect, it } from 'vitest';
import { fieldErrorsFromIssues, pickFieldErrors } from './form-errors';

describe('fieldErrorsFromIssues', () => {
  it('keeps the first message of each top-level field', () => {
    const errors = fieldErrorsFromIssues({
      issues: [
        { path: ['email'], message: 'first' },
        { path: ['email'], message: 'second' },
        { path: ['username'], message: 'user' },
        { path: [], message: 'form-level' },
        { path: [0], message: 'index' },
      ],
    });
    expect(errors).toEqual({ email: 'first', username: 'user' });
  });
});

describe('pickFieldErrors', () => {
  it('ignores fields the form does not show', () => {
    expect(pickFieldErrors({ email: 'taken', other: 'x', username: '' }, ['email', 'username'])).toEqual({
      email: 'taken',
    });
  });
});
