/**
 * The security headers of every answer, computed once. (@fastify/helmet rebuilt the policy string
 * on every request, which showed in the profile at thousands of requests a second; see
 * docs/decisions.md.) HTTPS-only headers (HSTS) belong to the proxy that terminates TLS.
 */
const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  // Components set inline styles and the toast library injects its stylesheet; scripts stay strict.
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "media-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** The API documentation page (Swagger UI) runs inline scripts of its own. */
export const DOCS_CONTENT_SECURITY_POLICY = "default-src 'self'; script-src 'self' 'unsafe-inline'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; frame-ancestors 'none'";

/**
 * The shop's pictures (`/uploads/*`) are public and shown in its alert mails, which webmail opens
 * from its own origin; `same-origin` would make the browser refuse them there.
 */
export const UPLOADS_RESOURCE_POLICY = 'cross-origin';

export const SECURITY_HEADERS: Readonly<Record<string, string>> = Object.freeze({
  'content-security-policy': CONTENT_SECURITY_POLICY,
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'DENY',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
});
