// The mock backend for Node: Vitest (tests/setup.ts) and scripts use this MSW server.
import { setupServer } from 'msw/node';
import { handlers } from './handlers';

export const server = setupServer(...handlers);
