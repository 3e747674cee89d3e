import { describe, expect, it } from 'vitest';
import { outageOf } from './unavailable';

const pgError = (code: string) => Object.assign(new Error('driver error'), { code });
const wrapped = (cause: unknown) => Object.assign(new Error('Failed query: insert ...'), { cause });

describe('outageOf', () => {
  it('sees a lost or refused database connection, also when wrapped', () => {
    expect(outageOf(wrapped(pgError('57P01')))).toBe('database-unreachable');
    expect(outageOf(wrapped(pgError('ECONNREFUSED')))).toBe('database-unreachable');
    expect(outageOf(pgError('08006'))).toBe('database-unreachable');
    expect(outageOf(pgError('53300'))).toBe('database-unreachable');
    expect(outageOf(wrapped(new Error('Connection terminated unexpectedly')))).toBe('database-unreachable');
    expect(outageOf(new Error('timeout exceeded when trying to connect'))).toBe('database-unreachable');
  });

  it('sees a database that refuses writes', () => {
    expect(outageOf(wrapped(pgError('53100')))).toBe('database-unwritable');
    expect(outageOf(pgError('58030'))).toBe('database-unwritable');
    expect(outageOf(wrapped(pgError('25006')))).toBe('database-unwritable');
  });

  it('sees a file system that refuses writes', () => {
    for (const code of ['ENOSPC', 'EROFS', 'EIO', 'EACCES', 'EDQUOT']) {
      expect(outageOf(pgError(code))).toBe('storage-unwritable');
    }
  });

  it('leaves every other failure alone', () => {
    expect(outageOf(pgError('23505'))).toBeUndefined();
    expect(outageOf(pgError('22P02'))).toBeUndefined();
    expect(outageOf(new TypeError('x is undefined'))).toBeUndefined();
    expect(outageOf(undefined)).toBeUndefined();
    expect(outageOf('ECONNREFUSED')).toBeUndefined();
  });
});
