import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * Powerful browser features no page of the platform uses, denied to it and to anything it embeds:
 * an injected script could not turn on the camera or read the location even if one got through.
 */
const PERMISSIONS_POLICY = [
  'accelerometer', 'bluetooth', 'camera', 'display-capture', 'geolocation', 'gyroscope', 'hid', 'magnetometer',
  'microphone', 'midi', 'payment', 'publickey-credentials-get', 'screen-wake-lock', 'serial', 'usb', 'xr-spatial-tracking',
]
  .map((feature) => `${feature}=()`)
  .join(', ');

/**
 * Response headers every answer carries. The Content-Security-Policy is what the built portal
 * and console actually need: their own scripts only (Vite emits no inline script), inline styles
 * (Mantine writes its CSS variables into a style element), images and uploads from the object
 * store's public origin, and no framing by anyone.
 */
export const registerSecurityHeaders = async (fastify: FastifyInstance, options: { storeOrigins: readonly string[] }): Promise<void> => {
  await fastify.register(helmet, {
    global: true,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...options.storeOrigins],
        mediaSrc: ["'self'", 'blob:', ...options.storeOrigins],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...options.storeOrigins],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // HSTS only means something over HTTPS; it is added per request below when the request was.
    strictTransportSecurity: false,
    crossOriginEmbedderPolicy: false,
  });
  fastify.addHook('onRequest', async (request, reply) => {
    void reply.header('permissions-policy', PERMISSIONS_POLICY);
    if (request.protocol === 'https') void reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    // API answers carry personal data (sessions, applicants, cases): never kept by a cache.
    if (request.url.startsWith('/api/')) void reply.header('cache-control', 'no-store');
  });
};
