// A new chat is titled by its first message: whitespace collapsed, and when it is longer than 40
// characters cut at a word boundary with an ellipsis, so the list of chats reads as sentences,
// not as words cut in half.
export const TITLE_LENGTH = 40;

export function chatTitleOf(content: string): string | null {
  const text = content.trim().replace(/\s+/g, ' ');
  if (text.length <= TITLE_LENGTH) return text || null;
  const cut = text.slice(0, TITLE_LENGTH);
  const space = cut.lastIndexOf(' ');
  // Keep a word that ends right at the limit; a single very long word is cut where it must be.
  const words = text[TITLE_LENGTH] === ' ' || space < TITLE_LENGTH / 2 ? cut : cut.slice(0, space);
  return `${words.replace(/[\s,.;:!?—–-]+$/, '')}…`;
}
