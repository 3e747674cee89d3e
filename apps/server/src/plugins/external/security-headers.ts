import { createHash } from 'node:crypto';
import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';
import { themeBootScript } from '@sehat/core/theme/theme-boot-script';

/** The one inline script index.html carries (the theme set before first paint, ADR 55). */
const themeBootScriptHash = `'sha256-${createHash('sha256').update(themeBootScript).digest('base64')}'`;

/**
 * Helmet with a CSP the built app passes: everything from our own origin, images also as
 * data:/blob: (avatar previews), and the footer's click-to-load OpenStreetMap frame.
 */
export default fp(
  async (app) => {
    await app.register(helmet, {
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'", themeBootScriptHash],
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
  },
  { name: 'security-headers' },
);
