import { describe, expect, it } from 'vitest';
import { nearValue, roundedPosition } from './position';
import { nearSchema, serviceListQuerySchema } from './schemas';

describe('a position for `near`', () => {
  it('is read from lat,lng within range', () => {
    expect(nearSchema.parse('-6.2,106.81')).toEqual({ lat: -6.2, lng: 106.81 });
    for (const bad of ['91,0', '0,181', '1;2', 'lat,lng', '1,2,3', '']) {
      expect(nearSchema.safeParse(bad).success, bad).toBe(false);
    }
  });

  it('leaves the browser rounded to about a kilometre', () => {
    expect(nearValue(roundedPosition({ lat: 0.507149, lng: 101.447812 }))).toBe('0.51,101.45');
    expect(nearValue(roundedPosition({ lat: -6.20876, lng: 106.84559 }))).toBe('-6.21,106.85');
  });
});

describe('the directory query', () => {
  it('defaults to a page of 20 and caps the limit at 100; an empty search is none', () => {
    expect(serviceListQuerySchema.parse({ q: '  ' })).toEqual({ limit: 20 });
    expect(serviceListQuerySchema.parse({ limit: '500' }).limit).toBe(100);
    expect(serviceListQuerySchema.safeParse({ province: 'Atlantis' }).success).toBe(false);
  });
});
