import type { Measured } from '../measure';
import type { Scenario } from './scenarios';

/** Per scenario, per side ('peer' first), one measurement per round. */
export type Results = Map<string, Map<string, Measured[]>>;

const range = (values: number[], digits: number) => {
  const low = Math.min(...values).toFixed(digits);
  const high = Math.max(...values).toFixed(digits);
  return low === high ? low : `${low}–${high}`;
};

/** Req/s, with the answers that were not 2xx (a refusal is not speed). */
const rate = (m: Measured) => `${m.rps.toFixed(0)}${m.non2xx ? ` (${m.non2xx} non-2xx)` : ''}`;

/** The Markdown table of one round: req/s and p99 per side, and ours/peer. */
export function roundTable(results: Results, sides: string[], round: number): string {
  const ours = sides.slice(1);
  const head = `| Row | peer req/s | p99 ms | ${ours.map((side) => `${side} req/s | p99 ms | ×peer`).join(' | ')} |`;
  const rule = `|---|---|---|${ours.map(() => '---|---|---|').join('')}`;
  const lines = [...results].map(([name, bySide]) => {
    const peer = bySide.get('peer')![round]!;
    const cells = ours.map((side) => {
      const m = bySide.get(side)![round]!;
      return `${rate(m)} | ${m.p99} | ${(m.rps / peer.rps).toFixed(2)}`;
    });
    return `| ${name} | ${rate(peer)} | ${peer.p99} | ${cells.join(' | ')} |`;
  });
  return [head, rule, ...lines].join('\n');
}

/**
 * Over all rounds: ranges of req/s, p99 and the per-round ratio, and whether the target (every
 * round at 1.0× the peer or better) holds on each of ours' engines.
 */
export function summaryTable(results: Results, sides: string[], list: Scenario[]): string {
  const ours = sides.slice(1);
  const head = `| Row | peer req/s (p99 ms) | ${ours.map((side) => `${side} req/s (p99 ms) | ×peer`).join(' | ')} | ≥ 1.0× every round |`;
  const rule = `|---|---|${ours.map(() => '---|---|').join('')}---|`;
  const lines = list.map(({ name, counted }) => {
    const bySide = results.get(name)!;
    const peer = bySide.get('peer')!;
    const cell = (m: Measured[]) =>
      `${range(
        m.map((x) => x.rps),
        0,
      )} (${range(
        m.map((x) => x.p99),
        0,
      )})`;
    const ratios = (side: string) => bySide.get(side)!.map((m, round) => m.rps / peer[round]!.rps);
    const cells = ours.map((side) => `${cell(bySide.get(side)!)} | ${range(ratios(side), 2)}`);
    const missed = ours.filter((side) => Math.min(...ratios(side)) < 1);
    const verdict = !counted ? 'information' : missed.length ? `not met on ${missed.join(', ')}` : 'met';
    return `| ${name} | ${cell(peer)} | ${cells.join(' | ')} | ${verdict} |`;
  });
  return [head, rule, ...lines].join('\n');
}
