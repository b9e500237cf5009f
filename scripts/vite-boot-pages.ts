// A build step that puts the first screen's largest text into index.html: the landing hero (`/`) and
// the sign-in card's heading (`/login`), in both languages, written at build time from the locale
// files (the same strings React renders) with the same classes as the React components. The
// route-preload script (scripts/vite-route-preload.ts) marks <html> with the URL and the start
// language before the body is parsed, and the critical CSS shows the one matching copy; every other
// copy stays `display: none` (out of the layout and the accessibility tree). React replaces the
// whole shell in its first render with the same text at the same place and size, so the hero is on
// screen as soon as the HTML and the stylesheet are, not after the entry, the route chunk and the
// strings have run.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';

const LANGUAGES = ['en', 'tr'] as const;
const MARKER = '<!--boot-pages-->';

type Strings = Record<string, unknown>;

function read(root: string, language: string, namespace: string): Strings {
  return JSON.parse(readFileSync(join(root, 'src/i18n/locales', language, `${namespace}.json`), 'utf8')) as Strings;
}

function lookup(strings: Strings, key: string): string {
  const value = key
    .split('.')
    .reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Strings)[part] : undefined), strings);
  if (typeof value !== 'string') throw new Error(`boot-pages: no string at ${key}`);
  return value;
}

const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The hero as HeroSection renders it (src/features/landing/components/hero-section.tsx). */
function home(landing: Strings): string {
  const t = (key: string) => escape(lookup(landing, key));
  return (
    `<section class="landing-hero"><div class="container landing-hero__inner">` +
    `<h1 class="landing-hero__title">${t('hero.title')}</h1>` +
    `<p class="landing-hero__description">${t('hero.description')}</p>` +
    `<p class="landing-hero__proof">${t('hero.socialProof')}</p>` +
    `<div class="landing-hero__actions"><a href="/register" class="btn btn--primary landing-hero__cta">${t('hero.cta')}</a>` +
    `<a href="/#packages" class="btn btn--secondary">${t('hero.secondaryCta')}</a></div>` +
    `</div></section>`
  );
}

/** The sign-in card's top as LoginPage renders it (src/features/auth/login-page.tsx). */
function login(auth: Strings): string {
  const t = (key: string) => escape(lookup(auth, key));
  return `<div class="container auth-page"><div class="card auth-card"><h1>${t('login.title')}</h1><p class="auth-card__intro">${t('login.intro')}</p></div></div>`;
}

/** The markup that replaces MARKER in index.html (exported for the test). */
export function bootPages(root: string): string {
  return LANGUAGES.flatMap((language) => [
    `<div class="boot-page" data-path="/" lang="${language}">${home(read(root, language, 'landing'))}</div>`,
    `<div class="boot-page" data-path="/login" lang="${language}">${login(read(root, language, 'auth'))}</div>`,
  ]).join('\n        ');
}

/** Critical CSS: which copy shows (the route-preload script sets data-boot-path and data-boot-lang). */
export const BOOT_PAGES_CSS = LANGUAGES.flatMap((language) =>
  ['/', '/login'].map(
    (path) =>
      `html[data-boot-path="${path}"][data-boot-lang="${language}"] .boot-page[data-path="${path}"][lang="${language}"]`,
  ),
).join(',');

export function bootPagesPlugin(): Plugin {
  let root = process.cwd();
  return {
    name: 'boot-pages',
    configResolved(config) {
      root = config.root;
    },
    transformIndexHtml: {
      order: 'pre',
      handler(html) {
        if (!html.includes(MARKER)) throw new Error(`boot-pages: index.html needs ${MARKER}`);
        const css = `.boot-page{display:none}${BOOT_PAGES_CSS}{display:block}`;
        return html.replace(MARKER, bootPages(root)).replace('</style>', `  ${css}\n    </style>`);
      },
    },
  };
}
