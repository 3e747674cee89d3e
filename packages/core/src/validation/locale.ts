import { z } from 'zod';
import { commonMessages } from '../messages';

/**
 * Any schema issue without its own message (wrong type, unknown shape) reads as the spec's
 * generic "invalid data" text instead of zod's English default.
 */
export function useIndonesianValidationErrors(): void {
  z.config({ customError: () => commonMessages.invalidInput });
}
