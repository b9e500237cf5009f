// Each screen family owns one namespace file per language under ./locales/<lng>/<ns>.json.
// They load lazily, so the landing page does not carry the legal texts or the report labels.
export const NAMESPACES = [
  'common',
  'landing',
  'auth',
  'contact',
  'legal',
  'app',
  'compare',
  'history',
  'account',
  'packages',
  'chat',
  'share',
] as const;

export type Namespace = (typeof NAMESPACES)[number];
