import { describe, expect, it } from 'vitest';
import { createSecretBox } from './crypto';

describe('secret box', () => {
  it('seals so that the stored text does not contain the secret, and opens it again', () => {
    const box = createSecretBox('a-server-secret-of-some-length-000');
    const sealed = box.seal('api-key-123');
    expect(sealed).not.toContain('api-key-123');
    expect(box.seal('api-key-123')).not.toBe(sealed);
    expect(box.open(sealed)).toBe('api-key-123');
  });

  it('refuses a tampered value or another key', () => {
    const box = createSecretBox('a-server-secret-of-some-length-000');
    const sealed = box.seal('api-key-123');
    const tampered = `${sealed.slice(0, -2)}AA`;
    expect(() => box.open(tampered)).toThrow();
    expect(() => createSecretBox('another-secret-of-some-length-0000').open(sealed)).toThrow();
  });
});
