import { describe, expect, it } from 'vitest';
import type { Resolver } from 'react-hook-form';
import { ApiError } from './api-error';
import { formLevelType, isFormLevel, serverFieldErrors, withFormCheck } from './form-errors';

type Values = { login: string; password: string };
const options = { fields: {}, shouldUseNativeValidation: undefined };
const passing: Resolver<Values, unknown, Values> = (values) => ({ values, errors: {} });

describe('withFormCheck', () => {
  const check = (values: Values) =>
    values.login === '' ? { message: 'Isi semua', fields: ['login' as const, 'password' as const] } : null;

  it("marks every field the spec's check names with its one message", async () => {
    const result = await withFormCheck(passing, check)({ login: '', password: '' }, undefined, options);
    expect(result).toEqual({
      values: {},
      errors: {
        login: { type: formLevelType, message: 'Isi semua' },
        password: { type: formLevelType, message: 'Isi semua' },
      },
    });
  });

  it('hands the values to the schema when the check passes', async () => {
    const values = { login: 'budi', password: 'x' };
    expect(await withFormCheck(passing, check)(values, undefined, options)).toEqual({ values, errors: {} });
  });

  it('is the schema alone without a check', () => {
    expect(withFormCheck(passing, undefined)).toBe(passing);
  });
});

describe('isFormLevel', () => {
  it("knows the check's errors and the messages the spec words for the whole form", () => {
    expect(isFormLevel({ type: formLevelType, message: 'x' }, [])).toBe(true);
    expect(isFormLevel({ type: 'too_small', message: 'Wajib' }, ['Wajib'])).toBe(true);
    expect(isFormLevel({ type: 'too_small', message: 'Terlalu pendek' }, ['Wajib'])).toBe(false);
    expect(isFormLevel(undefined, ['Wajib'])).toBe(false);
  });
});

describe('serverFieldErrors', () => {
  it("keeps the server's messages for the form's own fields, in the form's order", () => {
    const error = new ApiError(400, 'INVALID_INPUT', 'Data tidak valid', {
      password: 'Terlalu pendek',
      other: 'x',
      login: 'Sudah dipakai',
      email: '',
    });
    expect(serverFieldErrors(error, ['login', 'password', 'email'])).toEqual([
      ['login', 'Sudah dipakai'],
      ['password', 'Terlalu pendek'],
    ]);
  });

  it('finds nothing in an error that is not an API error', () => {
    expect(serverFieldErrors(new Error('offline'), ['login'])).toEqual([]);
  });
});
