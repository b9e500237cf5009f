// Keys are typed from the English files: a missing or misspelt key fails `tsc`.
import type common from './locales/en/common.json';
import type landing from './locales/en/landing.json';
import type auth from './locales/en/auth.json';
import type contact from './locales/en/contact.json';
import type legal from './locales/en/legal.json';
import type app from './locales/en/app.json';
import type compare from './locales/en/compare.json';
import type history from './locales/en/history.json';
import type account from './locales/en/account.json';
import type packages from './locales/en/packages.json';
import type chat from './locales/en/chat.json';
import type share from './locales/en/share.json';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    fallbackNS: 'common';
    resources: {
      common: typeof common;
      landing: typeof landing;
      auth: typeof auth;
      contact: typeof contact;
      legal: typeof legal;
      app: typeof app;
      compare: typeof compare;
      history: typeof history;
      account: typeof account;
      packages: typeof packages;
      chat: typeof chat;
      share: typeof share;
    };
  }
}
