import { describe, expect, it } from 'vitest';
import { addEmailEntry, cleanEmailEntry } from './email-chips';

describe('e-mail chip entry', () => {
  it('strips separators and trims', () => {
    expect(cleanEmailEntry('  ap@fjordline.test; ')).toBe('ap@fjordline.test');
    expect(cleanEmailEntry('ap@fjordline.test,')).toBe('ap@fjordline.test');
  });

  it('accepts a new address', () => {
    expect(addEmailEntry(['a@b.test'], ' c@d.test;')).toEqual({ ok: true, list: ['a@b.test', 'c@d.test'] });
  });

  it("refuses an entry without '@' or '.' as invalid", () => {
    expect(addEmailEntry([], 'ap.fjordline.test')).toEqual({ ok: false, reason: 'invalid' });
    expect(addEmailEntry([], 'ap@fjordline')).toEqual({ ok: false, reason: 'invalid' });
  });

  it('refuses an address already in the list, whatever its case', () => {
    expect(addEmailEntry(['ap@fjordline.test'], 'AP@fjordline.test')).toEqual({ ok: false, reason: 'duplicate' });
  });

  it('ignores an empty entry', () => {
    expect(addEmailEntry([], ' ; ')).toEqual({ ok: 'empty' });
  });
});
