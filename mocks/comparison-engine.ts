// The mocks' door to the demo engine (demo/): one import path for the handlers and the seed, so
// nothing under mocks/ reaches into the engine's internals.
export {
  DEMO_SOURCE,
  demoChat,
  demoCompare,
  demoSampleComparison,
  type DemoCompareInput,
  type DemoCompareOutcome,
} from '../demo';
