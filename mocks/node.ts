// The MSW server of the component tests (tests/setup.ts): the generated handlers, overridden per test.
import { setupServer } from 'msw/node';
import { handlers } from './generated-handlers';

export const server = setupServer(...handlers);
