import { WhatsAppAPI } from 'whatsapp-api-js';
import { DEFAULT_API_VERSION } from 'whatsapp-api-js/types';
import { graphTimeoutMs, libraryGraphUrl, type WhatsappConfig } from '../../whatsapp-config';

/**
 * The maintained Cloud API client (whatsapp-api-js 5). It has no base-URL option: its fetch is
 * given one that sends what it addresses to Meta's Graph URL to WHATSAPP_GRAPH_URL instead, and
 * gives up after the configured time (the library sets no deadline of its own).
 */
export function whatsappClient(config: WhatsappConfig): WhatsAppAPI {
  const timeoutMs = config.graphTimeoutMs ?? graphTimeoutMs;
  const graphFetch: typeof fetch = (input, init) => {
    const url = String(input instanceof Request ? input.url : input);
    return fetch(
      url.startsWith(libraryGraphUrl) ? config.graphUrl + url.slice(libraryGraphUrl.length) : url,
      { ...init, signal: init?.signal ?? AbortSignal.timeout(timeoutMs) },
    );
  };
  return new WhatsAppAPI({
    token: config.accessToken,
    appSecret: config.appSecret,
    webhookVerifyToken: config.verifyToken,
    v: DEFAULT_API_VERSION,
    ponyfill: { fetch: graphFetch },
  });
}
