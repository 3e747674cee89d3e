import { commonMessages } from '../messages';
import { clientIdPattern } from './client-id-format';
import { text } from './text';

/** The schema field of a client id: `clientIdPattern`, refused with the common message. */
export const clientIdField = text().regex(clientIdPattern, { error: commonMessages.invalidInput });
