import { describe, expect, it } from 'vitest';
import { avatarColour, initials, nameHue } from './avatar';

describe('avatar', () => {
  it('takes the first letters of the first and last words', () => {
    expect(initials('Anna Maria Berg')).toBe('AB');
    expect(initials('  ola   nordmann ')).toBe('ON');
    expect(initials('Cher')).toBe('C');
    expect(initials('')).toBe('');
    expect(initials('Émile Zola')).toBe('ÉZ');
    expect(initials('山田 太郎')).toBe('山太');
  });

  it('derives the same colour from the same name, and different ones from others', () => {
    expect(avatarColour('Anna Berg')).toBe(avatarColour('Anna Berg'));
    expect(avatarColour('Anna Berg')).toMatch(/^hsl\(\d{1,3}, 45%, 36%\)$/);
    const hues = new Set(['Anna Berg', 'Ola Nordmann', 'Kari Hansen', 'Jean Dupont', 'Yuki Sato'].map(nameHue));
    expect(hues.size).toBeGreaterThan(3);
    for (const hue of hues) expect(hue).toBeGreaterThanOrEqual(0);
    for (const hue of hues) expect(hue).toBeLessThan(360);
  });
});
