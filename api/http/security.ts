import type { Middleware } from 'koa';
import type { Config } from '../config';

function contentSecurityPolicy(config: Config): string {
  // Sign-in forms post here and redirect to the app; Discord's consent screen is on Discord's site.
  const formTargets = new Set(["'self'", config.discord.baseUrl]);
  if (config.publicUrl) formTargets.add(new URL(config.publicUrl).origin);
  return [
    "default-src 'self'",
    "script-src 'self'",
    // React Aria positions overlays with inline styles; the development sign-in page has a <style>.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    "worker-src 'self' blob:",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "frame-ancestors 'none'",
    `form-action ${[...formTargets].join(' ')}`,
  ].join('; ');
}

const PERMISSIONS_POLICY = [
  'accelerometer',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'usb',
]
  .map((feature) => `${feature}=()`)
  .join(', ');

/** Headers every response carries, the app's pages and the API's answers alike. */
export function securityHeaders(config: Config): Middleware {
  const headers: Record<string, string> = {
    'Content-Security-Policy': contentSecurityPolicy(config),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Permissions-Policy': PERMISSIONS_POLICY,
  };
  // Browsers ignore HSTS over plain HTTP; sent only where the site is served over HTTPS.
  if (config.publicUrl?.startsWith('https:')) headers['Strict-Transport-Security'] = 'max-age=31536000';

  return async (ctx, next) => {
    ctx.set(headers);
    try {
      await next();
    } catch (err) {
      // Koa drops every header before answering an error itself, then sets the error's own.
      if (err instanceof Error) Object.assign(err, { headers: { ...headers, ...(err as { headers?: object }).headers } });
      throw err;
    }
  };
}
