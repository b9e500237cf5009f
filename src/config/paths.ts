// Every route of the app, named once. Screens and redirects use these, never string literals.

/** Query parameter naming the comparison a chat is about (features link through the URL, not imports). */
export const CHAT_COMPARISON_PARAM = 'comparison';
/** Query parameter preselecting the contact form's topic (e.g. My Package's enterprise link). */
export const CONTACT_TOPIC_PARAM = 'topic';
/** Query parameter of a mailed password reset link: the link's single-use token. */
export const RESET_TOKEN_PARAM = 'token';
/** The id of the profile's priorities card (the personal score's weights), linked to from reports. */
export const PRIORITIES_SECTION = 'priorities';
export const paths = {
  home: { path: '/', href: (hash?: string) => (hash ? `/#${hash}` : '/') },
  login: {
    path: '/login',
    href: (redirectTo?: string) => (redirectTo ? `/login?redirectTo=${encodeURIComponent(redirectTo)}` : '/login'),
  },
  register: { path: '/register', href: () => '/register' },
  forgotPassword: { path: '/forgot-password', href: () => '/forgot-password' },
  /** Opened from the mailed link, which carries its token. */
  resetPassword: {
    path: '/reset-password',
    href: (token: string) => `/reset-password?${RESET_TOKEN_PARAM}=${encodeURIComponent(token)}`,
  },
  contact: {
    path: '/contact',
    href: (topic?: 'enterprise') => (topic ? `/contact?${CONTACT_TOPIC_PARAM}=${topic}` : '/contact'),
  },
  privacyPolicy: { path: '/privacy-policy', href: () => '/privacy-policy' },
  termsOfService: { path: '/terms-of-service', href: () => '/terms-of-service' },
  /** A publicly shared comparison: read-only, for anyone, signed in or not. */
  sharedComparison: { path: '/s/:shareId', href: (shareId: string) => `/s/${encodeURIComponent(shareId)}` },
  app: {
    root: { path: '/app', href: () => '/app' },
    compare: { path: 'compare', href: () => '/app/compare' },
    comparison: { path: 'compare/:comparisonId', href: (id: string) => `/app/compare/${encodeURIComponent(id)}` },
    compareHistory: { path: 'compare_history', href: () => '/app/compare_history' },
    /** With a comparison: the chat is about that report (opened from it, Level_4). */
    chat: {
      path: 'chat',
      href: (about?: { comparison: string }) =>
        about ? `/app/chat?${CHAT_COMPARISON_PARAM}=${encodeURIComponent(about.comparison)}` : '/app/chat',
    },
    chatHistory: { path: 'chat_history', href: () => '/app/chat_history' },
    /** With a section: the profile opens scrolled to that card (its id). */
    profile: {
      path: 'profile',
      href: (section?: typeof PRIORITIES_SECTION) => (section ? `/app/profile#${section}` : '/app/profile'),
    },
    package: { path: 'package', href: () => '/app/package' },
    packageUpgrade: { path: 'package/upgrade', href: () => '/app/package/upgrade' },
    settings: { path: 'settings', href: () => '/app/settings' },
  },
} as const;

/** Landing-page anchors. */
export const LANDING_ANCHORS = ['hero', 'features', 'compare', 'testimonials', 'faq', 'packages'] as const;
export type LandingAnchor = (typeof LANDING_ANCHORS)[number];
