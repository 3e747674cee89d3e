import { answerLabels, screeningItems, screeningStems } from '@sehat/core/screenings/items';
import { isScreeningCode, screeningCodes, screeningMinutes } from '@sehat/core/screenings/instruments';
import { screeningCatalogue, screeningErrors, screeningTestMessages } from '@sehat/core/screenings/messages';
import {
  screeningCodeParamsSchema,
  screeningDetailSchema,
  screeningListSchema,
} from '@sehat/core/screenings/schemas';
import { fixedRiskItems, srq29RiskItems } from '@sehat/core/risk/risk-items';
import { selftestMessages } from '@sehat/core/selftest/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../../platform/http/error-body';
import { notFound } from '../../../platform/http/errors';

const srq29Options = [
  { value: 1, label: selftestMessages.yes },
  { value: 0, label: selftestMessages.no },
];
const options = answerLabels.map((label, value) => ({ value, label }));

/**
 * The screenings on offer and each one's questionnaire. SRQ-29's questions are the ones its
 * admins keep (provided by the self-test feature); PHQ-9's and GAD-7's are fixed in core.
 */
const route: FastifyPluginAsyncZod = async (app) => {
  const srq29Questions = () => app.editableQuestionnaires.questionsOf('srq29');

  app.get(
    '/',
    {
      schema: {
        tags: ['screenings'],
        summary: 'The screenings on offer: SRQ-29, PHQ-9 and GAD-7',
        response: { 200: screeningListSchema, ...errorResponses },
      },
    },
    async () => {
      const srq29Count = (await srq29Questions()).length;
      return {
        screenings: screeningCodes.map((code) => ({
          code,
          title: screeningCatalogue[code].title,
          items: code === 'srq29' ? srq29Count : screeningItems[code].length,
          minutes: screeningMinutes[code],
        })),
      };
    },
  );

  app.get(
    '/:code',
    {
      schema: {
        tags: ['screenings'],
        summary: 'One screening’s questions and answer options, in order',
        params: screeningCodeParamsSchema,
        response: { 200: screeningDetailSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { code } = request.params;
      if (!isScreeningCode(code)) throw notFound(screeningErrors.notFound);
      const { title } = screeningCatalogue[code];
      if (code === 'srq29') {
        const rows = await srq29Questions();
        const questions = rows.map((q) => ({ nomor: q.nomor, text: q.pertanyaan }));
        const riskItems = srq29RiskItems(rows).map((item) => item.nomor);
        return { code, title, intro: selftestMessages.intro, questions, options: srq29Options, riskItems };
      }
      return {
        code,
        title,
        intro: `${screeningTestMessages.intro[code]} ${screeningStems[code]}`,
        questions: screeningItems[code].map((text, i) => ({ nomor: i + 1, text })),
        options,
        riskItems: fixedRiskItems[code].map((item) => item.nomor),
      };
    },
  );
};

export default route;
