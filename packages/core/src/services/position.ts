/** A point on the map, in degrees. Zod-free: the directory's screen reads it before any form loads. */
export type Position = { lat: number; lng: number };

/**
 * A visitor's position rounded to two decimals (about 1 km) before it leaves the browser:
 * enough to sort by distance, too coarse to point at a home.
 */
export function roundedPosition({ lat, lng }: Position): Position {
  return { lat: Math.round(lat * 100) / 100, lng: Math.round(lng * 100) / 100 };
}

/** The `near` query value of a position. */
export const nearValue = ({ lat, lng }: Position) => `${lat},${lng}`;
