import { describe, expect, it } from 'vitest';
import { commonMessages } from '@sehat/core/messages';
import { toApiError } from './api-error';

describe('toApiError', () => {
  it('reads the contract error shape', () => {
    const error = toApiError(409, {
      error: {
        code: 'USERNAME_TAKEN',
        message: 'Username sudah digunakan.',
        fields: { username: 'x', n: 1 },
      },
    });
    expect(error).toMatchObject({
      status: 409,
      code: 'USERNAME_TAKEN',
      message: 'Username sudah digunakan.',
    });
    expect(error.fields).toEqual({ username: 'x' });
    expect(error.isNetworkError).toBe(false);
  });

  it.each([
    [0, commonMessages.network],
    [401, commonMessages.notLoggedIn],
    [403, commonMessages.forbidden],
    [404, commonMessages.notFound],
    [429, commonMessages.rateLimited],
    [502, commonMessages.serverError],
    [400, commonMessages.invalidInput],
  ])('falls back to a message for status %i without a body', (status, message) => {
    const error = toApiError(status, '<html>Bad gateway</html>');
    expect(error.message).toBe(message);
    expect(error.code).toBe(`HTTP_${status}`);
  });

  it.each([
    ['an error that is a string', { error: 'Internal Server Error' }],
    ["a proxy's own JSON", { statusCode: 502, message: 'Bad Gateway' }],
    ['an envelope of the wrong types', { error: { code: 42, message: ['x'], fields: 'username' } }],
  ])('reads nothing from a body that is not the envelope: %s', (_, body) => {
    const error = toApiError(502, body);
    expect(error).toMatchObject({ status: 502, code: 'HTTP_502', message: commonMessages.serverError });
    expect(error.fields).toEqual({});
  });

  it('keeps the message of a code this build does not know, but not the code', () => {
    const error = toApiError(409, { error: { code: 'SOMETHING_NEW', message: 'Pesan server.' } });
    expect(error.code).toBe('HTTP_409');
    expect(error.message).toBe('Pesan server.');
  });

  it('treats status 0 as a network failure with the spec message', () => {
    const error = toApiError(0, undefined);
    expect(error.isNetworkError).toBe(true);
    expect(error.message).toBe('Terjadi kesalahan koneksi ke server.');
  });
});
