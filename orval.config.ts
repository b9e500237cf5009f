import { defineConfig } from 'orval';

// Two homes: the TanStack Query hooks and the MSW handlers are the app's (they call its HTTP
// layer), under src/; the models and zod schemas are the contract's, shared by the app, the server
// and the demo engine, under shared/. scripts/generate.ts points `root` at a staging folder that
// mirrors the repository (so the relative imports orval writes stay right), then copies over only
// what changed.
const root = process.env.KIYASLA_GENERATED_ROOT ?? '.';
const app = `${root}/src/api/generated`;
const shared = `${root}/shared/api/generated`;

// One contract, three outputs: TanStack Query hooks (through our axios mutator),
// zod validators for every body/param/response status, and MSW handlers that answer with the
// contract's own examples (useExamples: every response in openapi.yaml has one), for the component
// tests and `npm run dev:mock`. No faker: the mocks show what the contract documents.
export default defineConfig({
  api: {
    input: { target: './openapi.yaml' },
    output: {
      mode: 'tags-split',
      target: `${app}/query/index.ts`,
      schemas: `${shared}/model`,
      client: 'react-query',
      httpClient: 'axios',
      clean: true,
      mock: {
        generators: [
          {
            type: 'msw',
            // The default is 1000 ms: answers come at once; a test that needs a slow one holds it itself.
            delay: false,
            useExamples: true,
            generateEachHttpStatus: true,
          },
        ],
      },
      override: {
        mutator: { path: `${root}/src/api/http.ts`, name: 'httpRequest' },
        query: { signal: true },
        operations: {
          // History pages by cursor: orval generates useListComparisonsInfinite, whose key is
          // distinct from the plain query's and whose page param fills `cursor`.
          listComparisons: {
            query: { useQuery: true, useInfinite: true, useInfiniteQueryParam: 'cursor', signal: true },
          },
          // A POST only so the token stays out of URLs; it reads, so the reset page asks it as a query.
          checkPasswordResetLink: { query: { useQuery: true, useMutation: false, signal: true } },
        },
      },
    },
  },
  zod: {
    input: { target: './openapi.yaml' },
    output: {
      mode: 'tags-split',
      client: 'zod',
      target: `${shared}/zod/index.ts`,
      fileExtension: '.zod.ts',
      clean: true,
      override: { zod: { generateEachHttpStatus: true } },
    },
  },
});
