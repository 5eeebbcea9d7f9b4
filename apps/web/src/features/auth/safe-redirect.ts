/** Where to go after signing in: the page the shopper came from when it is one of ours, else home. */
export function safeRedirect(from: unknown, fallback = '/'): string {
  if (typeof from !== 'string' || !from.startsWith('/') || from.startsWith('//')) return fallback;
  if (/^\/(login|signup|signup-success|forgot-password|reset-password)(\/|\?|$)/.test(from)) return fallback;
  return from;
}
