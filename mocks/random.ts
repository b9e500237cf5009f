// Ids and tokens for the mock backend. The demo engine's deterministic figures live in demo/random.ts.

/** Random hex for ids and tokens that must not be guessable or repeat (not for report content). */
export function randomHex(bytes: number): string {
  const buffer = new Uint8Array(bytes);
  globalThis.crypto.getRandomValues(buffer);
  return Array.from(buffer, (b) => b.toString(16).padStart(2, '0')).join('');
}
