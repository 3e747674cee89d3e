import fp from 'fastify-plugin';

/** One question of a questionnaire its admins keep, as the catalogue shows it. */
export interface EditableQuestion {
  nomor: number;
  pertanyaan: string;
  /** An admin-marked crisis item: any answer above 0 is a risk (core `srq29RiskItems`). */
  crisis: boolean;
}

/**
 * Where a questionnaire whose items are edited elsewhere (SRQ-29's, kept by the self-test's
 * admins) is read from. The feature that keeps the items provides them here, so the catalogue
 * reads them without depending on that feature (ADR 240: no cycle between features).
 */
export interface EditableQuestionnaires {
  provide(code: 'srq29', list: () => Promise<EditableQuestion[]>): void;
  questionsOf(code: 'srq29'): Promise<EditableQuestion[]>;
}

declare module 'fastify' {
  interface FastifyInstance {
    editableQuestionnaires: EditableQuestionnaires;
  }
}

export default fp(
  async (app) => {
    const sources = new Map<'srq29', () => Promise<EditableQuestion[]>>();
    app.decorate('editableQuestionnaires', {
      provide(code, list) {
        sources.set(code, list);
      },
      async questionsOf(code) {
        const list = sources.get(code);
        if (!list) throw new Error(`no feature provides the ${code} questionnaire`);
        return list();
      },
    } satisfies EditableQuestionnaires);
  },
  { name: 'editable-questionnaires' },
);
