import type { Resources } from 'i18next';
import type { Namespace } from '@/i18n/namespaces';

/** The dotted paths of a locale file's strings ("errors.required", "profile.errors.blank"). */
export type LeafKey<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : LeafKey<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/**
 * A form's message keys: the keys of its namespace (typed against the English locale file) under
 * the given prefixes, e.g. `MessageKey<'auth', 'errors.'>`. A schema can only name a key that exists.
 */
export type MessageKey<NS extends Namespace, Prefix extends string = ''> = Extract<
  LeafKey<Resources[NS]>,
  `${Prefix}${string}`
>;
