/** A calendar quarter as dates, 'YYYY-MM-DD', both days counted. */
export interface Quarter {
  label: string;
  from: string;
  to: string;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The quarter that holds `date` ('YYYY-MM-DD'). */
export function quarterOf(date: string): Quarter {
  const year = Number(date.slice(0, 4));
  const q = Math.floor((Number(date.slice(5, 7)) - 1) / 3);
  const lastDay = new Date(Date.UTC(year, q * 3 + 3, 0)).getUTCDate();
  return {
    label: `${year}-K${q + 1}`,
    from: `${year}-${pad(q * 3 + 1)}-01`,
    to: `${year}-${pad(q * 3 + 3)}-${pad(lastDay)}`,
  };
}

/** The `count` quarters up to the one holding `today`, newest first. */
export function recentQuarters(today: string, count: number): Quarter[] {
  const quarters: Quarter[] = [];
  let current = quarterOf(today);
  for (let i = 0; i < count; i += 1) {
    quarters.push(current);
    const before = new Date(Date.parse(`${current.from}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
    current = quarterOf(before);
  }
  return quarters;
}
