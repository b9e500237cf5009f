// The app's Content-Security-Policy, one definition for both ways of serving it: vite.config.ts
// puts it in the built index.html as a <meta> (static hosting), and a server can send the same
// text as a header (where it should add `frame-ancestors 'none'`, which a <meta> cannot carry).
// Nothing outside the app's origin is loaded, fetched or framed: no inline script, images only
// from the app or inline data: URLs (so an AI answer cannot leak text through an image URL).
export const CONTENT_SECURITY_POLICY_DIRECTIVES = [
  "default-src 'self'",
  "script-src 'self'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
] as const;

export const CONTENT_SECURITY_POLICY = CONTENT_SECURITY_POLICY_DIRECTIVES.join('; ');
