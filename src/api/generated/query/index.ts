export * from './auth/auth';
export * from './chat/chat';
export * from './comparisons/comparisons';
export * from './contacts/contacts';
export * from './packages/packages';
export * from './users/users';
