import type { DataExport } from '@sehat/core/privacy/export-schema';
import fp from 'fastify-plugin';
import { presentUser, type AccountRow } from '../accounts/user-presenter';
import { presentConsent } from './consent-record';

/** The parts of the copy that a feature holds; the account's own fields are the platform's. */
type SectionKey = Exclude<keyof DataExport, 'exportedAt' | 'user' | 'consent'>;
type SectionReader<K extends SectionKey> = (user: AccountRow) => Promise<DataExport[K]>;

export interface DataExporter {
  /** A feature names the part of the copy it holds and how to read it for one person. */
  section<K extends SectionKey>(key: K, read: SectionReader<K>): void;
  /** Everything stored about `user`, and only what belongs to them. */
  exportFor(user: AccountRow): Promise<DataExport>;
}

declare module 'fastify' {
  interface FastifyInstance {
    dataExporter: DataExporter;
  }
}

/**
 * The copy of a person's data (api.md "Privacy"). Each feature adds the part it stores when it
 * registers, so a new feature's data cannot be left out by forgetting this file; the response
 * schema then refuses a copy that lacks a part.
 */
export default fp(
  async (app) => {
    const readers = new Map<SectionKey, SectionReader<SectionKey>>();
    const exporter: DataExporter = {
      section(key, read) {
        if (readers.has(key)) throw new Error(`data export: section ${key} registered twice`);
        readers.set(key, read as SectionReader<SectionKey>);
      },
      async exportFor(user) {
        const entries = await Promise.all(
          [...readers].map(async ([key, read]) => [key, await read(user)] as const),
        );
        return {
          exportedAt: new Date().toISOString(),
          user: presentUser(user),
          consent: presentConsent(user),
          ...Object.fromEntries(entries),
        } as DataExport;
      },
    };
    app.decorate('dataExporter', exporter);
  },
  { name: 'data-export' },
);
