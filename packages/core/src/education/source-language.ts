/**
 * Whether a source is Indonesian: published under Indonesia's domain (.id, which includes
 * go.id, ac.id, or.id and co.id). Readers here read Indonesian first; journals carry no
 * language of their own, and the address is the one signal every journal has.
 */
export function isIndonesianSource(url: string | null): boolean {
  const host = url ? /^https?:\/\/(?:[^@/?#]*@)?([^/?#:]+)/i.exec(url)?.[1] : undefined;
  return host?.toLowerCase().endsWith('.id') ?? false;
}

/** The same journals with Indonesian sources first, otherwise in their given order. */
export function indonesianSourcesFirst<T extends { sumber: string }>(journals: readonly T[]): T[] {
  const local = journals.filter((journal) => isIndonesianSource(journal.sumber));
  const other = journals.filter((journal) => !isIndonesianSource(journal.sumber));
  return [...local, ...other];
}
