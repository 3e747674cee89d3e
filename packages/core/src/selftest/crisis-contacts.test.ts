import { describe, expect, it } from 'vitest';
import { defaultCrisisContacts } from '../site/site-defaults';
import { crisisContactsSchema } from './crisis-contacts';

describe('defaultCrisisContacts', () => {
  it('lists healing119.id, SEJIWA 119 ext. 8, 112 and the site chat, and is valid', () => {
    expect(crisisContactsSchema.parse(defaultCrisisContacts)).toEqual(defaultCrisisContacts);
    expect(defaultCrisisContacts.map((c) => c.type)).toEqual(['web', 'phone', 'phone', 'chat']);
    expect(defaultCrisisContacts[0]).toMatchObject({ url: 'https://healing119.id' });
    expect(defaultCrisisContacts[1]).toMatchObject({ number: '119,8', display: '119 ext. 8' });
    expect(defaultCrisisContacts[2]).toMatchObject({ number: '112', display: '112' });
  });
});

describe('crisisContactsSchema', () => {
  const phone = { type: 'phone', name: 'Darurat', description: 'Ambulans', number: '118', display: '118' };

  it.each([
    ['an empty list', []],
    ['a number with letters', [{ ...phone, number: '11a' }]],
    ['a number with spaces', [{ ...phone, number: '119 8' }]],
    ['a javascript: link', [{ type: 'web', name: 'x', description: 'y', url: 'javascript:alert(1)' }]],
    ['an unknown type', [{ type: 'sms', name: 'x', description: 'y' }]],
    ['a blank name', [{ ...phone, name: '  ' }]],
  ])('refuses %s', (_label, list) => {
    expect(crisisContactsSchema.safeParse(list).success).toBe(false);
  });

  it('accepts an operator list', () => {
    expect(crisisContactsSchema.safeParse([phone, { ...phone, number: '+6221500454' }]).success).toBe(true);
  });
});
