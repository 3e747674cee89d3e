import { describe, expect, it } from 'vitest';
import { firstNameOf, greetingFor } from './greeting';
import { chatLabels } from './messages';

describe('greetingFor', () => {
  it('puts the user’s name wherever the template says {name}', () => {
    expect(greetingFor('Halo {name}! Apa kabar, {name}?', ' Sari ')).toBe('Halo Sari! Apa kabar, Sari?');
    expect(greetingFor(chatLabels.defaultGreeting, 'Budi')).toMatch(/^Halo Budi, /);
  });

  it('leaves a template without {name} as it is', () => {
    expect(greetingFor('Selamat datang.', 'Budi')).toBe('Selamat datang.');
  });
});

describe('firstNameOf', () => {
  it('signs with the first word of a full name', () => {
    expect(firstNameOf('  Sari Dewi Lestari ')).toBe('Sari');
    expect(firstNameOf('Budi')).toBe('Budi');
  });
});
