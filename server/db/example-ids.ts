// The ids the contract's request examples use. The seed gives them to the Premium account's newest
// comparison and its first conversation, so an example-driven tool signed in with the login
// example reads real data on a freshly seeded server instead of a 404. A share cannot be seeded
// this way without changing what the demo shows; the contract links shareComparison's answer
// to getSharedComparison instead.
export const EXAMPLE_IDS = {
  comparison: 'cmp_65f1a2b3c4d5e6f7a8b9c0d1',
  conversation: 'conv_8f14e45fceea167a',
} as const;
