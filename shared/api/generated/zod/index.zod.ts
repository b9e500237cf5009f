export * from './auth/auth.zod.ts';
export * from './chat/chat.zod.ts';
export * from './comparisons/comparisons.zod.ts';
export * from './contacts/contacts.zod.ts';
export * from './packages/packages.zod.ts';
export * from './users/users.zod.ts';
