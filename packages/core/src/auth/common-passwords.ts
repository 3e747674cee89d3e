import { commonPasswordList } from './common-password-list';

let common: Set<string> | undefined;

/**
 * Whether a password is one of the commonest (ADR 61): on the shipped list, in any letter
 * case, or one character repeated ("aaaaaa"). Checked offline, on both sides.
 */
export function isCommonPassword(password: string): boolean {
  common ??= new Set(commonPasswordList.split('\n'));
  return common.has(password.toLowerCase()) || /^(.)\1*$/su.test(password);
}
