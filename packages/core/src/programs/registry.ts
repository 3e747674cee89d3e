import { aktivasiPerilaku } from './aktivasi-perilaku';
import type { Program } from './program';

/** Every programme the site offers, in the order the list shows them. */
export const programs: readonly Program[] = [aktivasiPerilaku];

/** The programme a `:code` names, or undefined. */
export function programOf(code: string): Program | undefined {
  return programs.find((program) => program.code === code);
}

/** The programme a mild or moderate PHQ-9/GAD-7 result offers first. */
export const offeredProgram = aktivasiPerilaku;
