// The form kit: typed message keys, the generated body schema's issues turned into those keys,
// every message shown once and where it belongs, the server's 422 field errors at their fields,
// and a form-level banner that never goes stale. Shared code: any feature's form may use it.
export type { LeafKey, MessageKey } from './message-keys';
export { addMessage, issueMessages, type FieldMessages, type FormMessages } from './issue-messages';
export { applyServerErrors, isFormLevel } from './server-errors';
export { useFieldMessages, type FieldMessageProps } from './use-field-messages';
export { useFormBanner } from './use-form-banner';
export { trimmed } from './trimmed';
