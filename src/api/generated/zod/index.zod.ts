export * from './auth/auth.zod';
export * from './chat/chat.zod';
export * from './comparisons/comparisons.zod';
export * from './contacts/contacts.zod';
export * from './packages/packages.zod';
export * from './users/users.zod';
