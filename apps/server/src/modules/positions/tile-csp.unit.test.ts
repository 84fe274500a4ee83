import { describe, expect, it } from 'vitest';
import { allowTileOrigin, tileOrigin } from './tile-csp';

describe('map tile CSP', () => {
  it('takes the origin of a tile template', () => {
    expect(tileOrigin('https://tile.openstreetmap.org/{z}/{x}/{y}.png')).toBe('https://tile.openstreetmap.org');
    expect(tileOrigin('javascript:alert(1)')).toBeNull();
    expect(tileOrigin('')).toBeNull();
  });

  it('allows it for connect-src and img-src only', () => {
    const csp = "default-src 'self';img-src 'self' data: blob:;connect-src 'self';script-src 'self'";
    expect(allowTileOrigin(csp, 'https://t.example')).toBe("default-src 'self';img-src 'self' data: blob: https://t.example;connect-src 'self' https://t.example;script-src 'self'");
  });
});
