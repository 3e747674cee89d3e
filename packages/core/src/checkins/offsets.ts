/** When check-ins follow an opt-in, unless `CHECKIN_OFFSETS` says otherwise (api.md). */
export const defaultCheckinOffsets = '1d,7d,30d';

const unitMs = { s: 1_000, m: 60_000, h: 3_600_000, d: 86_400_000 } as const;
const maxOffsetMs = 365 * unitMs.d;
const maxOffsets = 10;

/**
 * The offsets of `CHECKIN_OFFSETS` in milliseconds, ascending: a comma-separated list of a
 * whole number and a unit (`s`, `m`, `h`, `d`), e.g. `1d,7d,30d` or, in tests, `2s,4s`. A bad
 * list throws, naming what is wrong.
 */
export function parseCheckinOffsets(value: string): number[] {
  const parts = value.split(',').map((part) => part.trim());
  if (parts.length > maxOffsets) throw new Error(`at most ${maxOffsets} offsets`);
  const offsets = parts.map((part) => {
    const match = /^([1-9][0-9]{0,5})([smhd])$/.exec(part);
    if (!match) throw new Error(`"${part}" is not a number followed by s, m, h or d`);
    const ms = Number(match[1]) * unitMs[match[2] as keyof typeof unitMs];
    if (ms > maxOffsetMs) throw new Error(`"${part}" is more than a year`);
    return ms;
  });
  const sorted = [...new Set(offsets)].sort((a, b) => a - b);
  if (sorted.length !== offsets.length) throw new Error('an offset is given twice');
  return sorted;
}
