import { defineConfig } from 'orval';

// scripts/generate.ts points this at a staging folder, then copies over only what changed.
const out = process.env.KIYASLA_GENERATED_DIR ?? 'src/api/generated';

// One contract, three outputs: TanStack Query hooks (through our axios mutator),
// zod validators for every body/param/response status, and MSW handlers that answer with the
// contract's own examples (useExamples: every response in openapi.yaml has one), for the component
// tests and `npm run dev:mock`. No faker: the mocks show what the contract documents.
export default defineConfig({
  api: {
    input: { target: './openapi.yaml' },
    output: {
      mode: 'tags-split',
      target: `${out}/query/index.ts`,
      schemas: `${out}/model`,
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
        mutator: { path: 'src/api/http.ts', name: 'httpRequest' },
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
      target: `${out}/zod/index.ts`,
      fileExtension: '.zod.ts',
      clean: true,
      override: { zod: { generateEachHttpStatus: true } },
    },
  },
});
