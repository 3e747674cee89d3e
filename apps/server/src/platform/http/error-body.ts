import { errorBodySchema } from '@sehat/core/errors/body';

/** The contract's error shape for every refusal a route may answer, used in each route's response schema. */
export const errorResponses = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
  413: errorBodySchema,
  415: errorBodySchema,
  429: errorBodySchema,
  503: errorBodySchema,
} as const;
