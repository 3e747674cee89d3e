import { commonMessages } from '../messages';
import { text } from './text';

/** A client-generated id that makes a send idempotent (a UUID fits): chat messages, queued submissions. */
export const clientIdPattern = /^[A-Za-z0-9_-]{8,64}$/;

export const clientIdField = text().regex(clientIdPattern, { error: commonMessages.invalidInput });
