/**
 * The security headers of every answer, the app's pages and the API alike: Content-Security-Policy and
 * the rest of helmet's set, Permissions-Policy, and HSTS behind a TLS-terminating proxy.
 */
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export const CONTENT_SECURITY_POLICY = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'font-src': ["'self'"],
  'connect-src': ["'self'"],
  'media-src': ["'self'", 'blob:'],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
};

/**
 * Powerful browser features: only the camera, for the health scan on the app's own origin, full
 * screen and picture-in-picture for the video player, and passkeys (WebAuthn) on the app's own
 * origin; everything else is off for the app and anything it embeds.
 */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'camera=(self)',
  'display-capture=()',
  'fullscreen=(self)',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'picture-in-picture=(self)',
  'publickey-credentials-create=(self)',
  'publickey-credentials-get=(self)',
  'screen-wake-lock=()',
  'usb=()',
  'xr-spatial-tracking=()',
].join(', ');

export const securityHeadersPlugin = fp(
  async (app: FastifyInstance, options: { trustProxy: boolean }) => {
    await app.register(helmet, {
      contentSecurityPolicy: { useDefaults: false, directives: CONTENT_SECURITY_POLICY },
      frameguard: { action: 'deny' },
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      // HSTS only makes sense behind TLS; see the hook below.
      strictTransportSecurity: false,
    });
    app.addHook('onSend', async (_request, reply) => {
      reply.header('permissions-policy', PERMISSIONS_POLICY);
    });
    if (options.trustProxy) {
      app.addHook('onSend', async (request, reply) => {
        if (request.protocol === 'https') {
          reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
        }
      });
    }
  },
  { name: 'security-headers' },
);
