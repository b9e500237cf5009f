/** A testimonial: avatar, name, text key. Names and quotes live in the landing namespace. */
export const TESTIMONIALS = [
  { id: 'ayse', color: '#1d4ed8' },
  { id: 'mehmet', color: '#047857' },
  { id: 'elif', color: '#9d174d' },
  { id: 'john', color: '#6d28d9' },
  { id: 'zeynep', color: '#b45309' },
  { id: 'can', color: '#0e7490' },
] as const;

export type TestimonialId = (typeof TESTIMONIALS)[number]['id'];

/** "Ayşe K." → "AK": the avatar is the initials in a coloured circle (no image requests). */
export function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toLocaleUpperCase('tr') ?? '')
    .join('');
}
