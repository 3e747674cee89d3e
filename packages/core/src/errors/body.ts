import { z } from 'zod';
import { errorCodes } from './codes';

/** The envelope of every refusal (api.md, Errors): the server's response schemas declare it for each 4xx. */
export const errorBodySchema = z.object({
  error: z.object({
    code: z.enum(errorCodes),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
  }),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;
