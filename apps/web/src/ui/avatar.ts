const words = (name: string) => name.trim().split(/\s+/).filter(Boolean);

// Array.from splits by code point, so a surrogate pair is never cut in half.
const firstChar = (word: string | undefined) => (word ? (Array.from(word)[0] ?? '') : '');

/** Initials of a name: the first letters of its first and last words. */
export function initials(name: string): string {
  const parts = words(name);
  const first = firstChar(parts[0]);
  const last = parts.length > 1 ? firstChar(parts[parts.length - 1]) : '';
  return (first + last).toLocaleUpperCase();
}

/** A stable hue (0-359) from a name: the same name always gets the same colour. */
export function nameHue(name: string): number {
  let hash = 0;
  for (const char of name) hash = (Math.imul(hash, 31) + (char.codePointAt(0) ?? 0)) >>> 0;
  return hash % 360;
}

/** The avatar background for a name; dark enough for white initials at any hue. */
export const avatarColour = (name: string): string => `hsl(${nameHue(name)}, 45%, 36%)`;
