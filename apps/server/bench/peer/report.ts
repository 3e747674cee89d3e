import type { Measured } from '../measure';
import type { Scenario } from './scenarios';

/** Per scenario, per side ('peer' first), one measurement per round. */
export type Results = Map<string, Map<string, Measured[]>>;

const range = (values: number[], digits: number) => {
  const low = Math.min(...values).toFixed(digits);
  const high = Math.max(...values).toFixed(digits);
  return low === high ? low : `${low}–${high}`;
};

/** The Markdown table of one round: req/s and p99 per side, and ours/peer. */
export function roundTable(results: Results, sides: string[], round: number): string {
  const ours = sides.slice(1);
  const head = `| Row | peer req/s | p99 ms | ${ours.map((side) => `${side} req/s | p99 ms | ×peer`).join(' | ')} |`;
  const rule = `|---|---|---|${ours.map(() => '---|---|---|').join('')}`;
  const lines = [...results].map(([name, bySide]) => {
    const peer = bySide.get('peer')![round]!;
    const cells = ours.map((side) => {
      const m = bySide.get(side)![round]!;
      return `${m.rps.toFixed(0)} | ${m.p99} | ${(m.rps / peer.rps).toFixed(2)}`;
    });
    return `| ${name} | ${peer.rps.toFixed(0)} | ${peer.p99} | ${cells.join(' | ')} |`;
  });
  return [head, rule, ...lines].join('\n');
}

/** Over all rounds: ranges of req/s, p99 and the per-round ratio, and whether the target holds. */
export function summaryTable(
  results: Results,
  sides: string[],
  list: Scenario[],
  targetSide: string,
): string {
  const ours = sides.slice(1);
  const head = `| Row | peer req/s (p99 ms) | ${ours.map((side) => `${side} req/s (p99 ms) | ×peer`).join(' | ')} | ≥ 1.0× on ${targetSide} |`;
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
    const target = bySide.has(targetSide) ? ratios(targetSide) : [];
    const verdict = !counted
      ? 'information'
      : !target.length
        ? '—'
        : Math.min(...target) >= 1
          ? 'met'
          : 'not met';
    return `| ${name} | ${cell(peer)} | ${cells.join(' | ')} | ${verdict} |`;
  });
  return [head, rule, ...lines].join('\n');
}
