// Every route of SPEC §2, named once. Screens and redirects use these, never string literals.
export const paths = {
  home: { path: '/', href: (hash?: string) => (hash ? `/#${hash}` : '/') },
  login: { path: '/login', href: (redirectTo?: string) => (redirectTo ? `/login?redirectTo=${encodeURIComponent(redirectTo)}` : '/login') },
  register: { path: '/register', href: () => '/register' },
  forgotPassword: { path: '/forgot-password', href: () => '/forgot-password' },
  contact: { path: '/contact', href: () => '/contact' },
  privacyPolicy: { path: '/privacy-policy', href: () => '/privacy-policy' },
  termsOfService: { path: '/terms-of-service', href: () => '/terms-of-service' },
  /** A publicly shared comparison: read-only, for anyone, signed in or not. */
  sharedComparison: { path: '/s/:shareId', href: (shareId: string) => `/s/${encodeURIComponent(shareId)}` },
  app: {
    root: { path: '/app', href: () => '/app' },
    compare: { path: 'compare', href: () => '/app/compare' },
    comparison: { path: 'compare/:comparisonId', href: (id: string) => `/app/compare/${encodeURIComponent(id)}` },
    compareHistory: { path: 'compare_history', href: () => '/app/compare_history' },
    chat: { path: 'chat', href: () => '/app/chat' },
    chatHistory: { path: 'chat_history', href: () => '/app/chat_history' },
    profile: { path: 'profile', href: () => '/app/profile' },
    package: { path: 'package', href: () => '/app/package' },
    packageUpgrade: { path: 'package/upgrade', href: () => '/app/package/upgrade' },
    settings: { path: 'settings', href: () => '/app/settings' },
  },
} as const;

/** Landing-page anchors (SPEC §2). */
export const LANDING_ANCHORS = ['hero', 'features', 'compare', 'testimonials', 'faq', 'packages'] as const;
export type LandingAnchor = (typeof LANDING_ANCHORS)[number];
