import { CLIENT_ID_RANDOM_BYTES, clientIdAt } from '@sehat/core/validation/client-id-format';

/**
 * A fresh id for one outgoing send (core's `clientIdAt`). getRandomValues works on plain http
 * too, where crypto.randomUUID() does not exist.
 */
export function newClientId(): string {
  return clientIdAt(Date.now(), crypto.getRandomValues(new Uint8Array(CLIENT_ID_RANDOM_BYTES)));
}
