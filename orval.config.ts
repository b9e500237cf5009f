import { faker } from '@faker-js/faker';
import { defineConfig } from 'orval';

// One contract, three outputs: TanStack Query hooks (through our axios mutator),
// zod validators for every body/param/response status, and MSW handlers with faker data.
export default defineConfig({
  api: {
    input: { target: './openapi.yaml' },
    output: {
      mode: 'tags-split',
      target: 'src/api/generated/query/index.ts',
      schemas: 'src/api/generated/model',
      client: 'react-query',
      httpClient: 'axios',
      clean: true,
      mock: {
        type: 'msw',
        // The default is 1000 ms; latency is the stateful mock layer's job, not the generated one's.
        delay: false,
        useExamples: true,
        generateEachHttpStatus: true,
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
        },
        mock: {
          arrayMin: 1,
          arrayMax: 4,
          // Every string has a maxLength now, and faker fills strings up to it: long prose fields
          // would make every generated report hundreds of kB. A sentence keeps mocks realistic.
          properties: {
            '/^(summary|reason|ease_of_use|learning_curve|accessibility|user_interface|materials|ergonomics|build_quality|speed|efficiency|reliability|benchmarks|privacy_policy_summary|data_usage_policy|energy_consumption|company_sustainability_efforts|overall_sentiment|output)$/':
              () => faker.lorem.sentence(),
          },
        },
      },
    },
  },
  zod: {
    input: { target: './openapi.yaml' },
    output: {
      mode: 'tags-split',
      client: 'zod',
      target: 'src/api/generated/zod/index.ts',
      fileExtension: '.zod.ts',
      clean: true,
      override: { zod: { generateEachHttpStatus: true } },
    },
  },
});
