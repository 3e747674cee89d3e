import { describe, expect, it } from 'vitest';
import { loggableUrl, safeError } from './log-serializers';

describe('safeError', () => {
  it('keeps a failed query’s shape and the database’s code, never parameters, details or quoted values', () => {
    const cause = Object.assign(new Error('invalid input syntax for type integer: "siti@contoh.id"'), {
      severity: 'ERROR',
      code: '22P02',
      detail: 'Key (email)=(siti@contoh.id) already exists.',
      constraint: 'users_email_unique',
    });
    const failed = Object.assign(
      new Error('Failed query: insert into users values ($1)\nparams: siti@contoh.id,$argon2id$v=19'),
      { query: 'insert into users values ($1)', params: ['siti@contoh.id', '$argon2id$v=19'], cause },
    );
    const logged = safeError(failed);
    expect(logged).toMatchObject({
      message: 'Failed query',
      query: 'insert into users values ($1)',
      cause: { message: 'Database error', code: '22P02', constraint: 'users_email_unique' },
    });
    expect(JSON.stringify(logged)).not.toMatch(/siti@contoh\.id|argon2/);
  });

  it('keeps an ordinary error’s message and frames', () => {
    const logged = safeError(new TypeError('x is not a function'));
    expect(logged).toMatchObject({ type: 'TypeError', message: 'x is not a function' });
    expect(logged.stack).toMatch(/^ {4}at /);
  });
});

describe('loggableUrl', () => {
  it('hides a position wherever it stands in the query, and nothing else', () => {
    expect(loggableUrl('/api/services?near=0.51%2C101.45&type=klinik')).toBe(
      '/api/services?near=[hidden]&type=klinik',
    );
    expect(loggableUrl('/api/services?q=riau&NEAR=-6.2,106.8')).toBe('/api/services?q=riau&NEAR=[hidden]');
    expect(loggableUrl('/api/forum/questions?nearby=1')).toBe('/api/forum/questions?nearby=1');
  });

  it('reads a parameter name as the server decodes it, not as it was written', () => {
    expect(loggableUrl('/api/services?n%65ar=0.51,101.45&q=a')).toBe('/api/services?n%65ar=[hidden]&q=a');
    expect(loggableUrl('/api/services?q=x&%6E%65%61%72=0.51')).toBe(
      '/api/services?q=x&%6E%65%61%72=[hidden]',
    );
    expect(loggableUrl('/api/services?near%=1&q=%E0')).toBe('/api/services?near%=1&q=%E0');
  });
});
