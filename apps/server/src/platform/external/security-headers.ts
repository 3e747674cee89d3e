import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import fp from 'fastify-plugin';
import helmet from 'helmet';
import { appStartScript } from '@sehat/core/site/app-start-script';
import { themeBootScript } from '@sehat/core/theme/theme-boot-script';

const scriptHash = (script: string) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`;

/**
 * Helmet with a CSP the built app passes: everything from our own origin, images also as
 * data:/blob: (avatar previews), and the footer's click-to-load OpenStreetMap frame.
 */
const policy = helmet({
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      // The two inline scripts index.html carries: the theme set before the first paint (ADR 55)
      // and the app started after it (ADR 100).
      scriptSrc: ["'self'", scriptHash(themeBootScript), scriptHash(appStartScript)],
      styleSrc: ["'self'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'"],
      connectSrc: ["'self'"],
      frameSrc: ['https://www.openstreetmap.org'],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
      upgradeInsecureRequests: null,
    },
  },
  crossOriginEmbedderPolicy: false,
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
});

/** Runs helmet once against a recording response: its headers depend on nothing in a request. */
function recordHeaders(): Readonly<Record<string, string>> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  } as unknown as ServerResponse;
  policy({} as IncomingMessage, recorder, () => undefined);
  return Object.freeze(headers);
}

/** The security headers, built once at start and copied onto every reply (issue 10, item 6). */
export const securityHeaderValues = recordHeaders();

export default fp(
  async (app) => {
    app.addHook('onRequest', (_request, reply, done) => {
      reply.headers(securityHeaderValues);
      done();
    });
  },
  { name: 'security-headers' },
);
