// The key names are matched by, in a module of its own so catalogue files can use it too.
/**
 * A matching key: Turkish and English case folded together (İ/I/ı → i), accents dropped
 * (ş → s, ü → u), and everything but letters, digits, + and # removed, so "WH-1000XM5",
 * "wh 1000xm5" and "Wh1000XM5" meet, and "Disney+" stays apart from "Disney".
 */
export function matchKey(text: string): string {
  return text
    .replace(/[İIı]/g, 'i')
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[^\p{L}\p{N}+#]/gu, '');
}
