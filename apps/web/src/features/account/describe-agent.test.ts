import { describe, expect, it } from 'vitest';
import { describeAgent } from './describe-agent';

describe('describeAgent', () => {
  it('names browser and system', () => {
    expect(describeAgent('Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36')).toBe('Chrome · Linux');
    expect(describeAgent('Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:140.0) Gecko/20100101 Firefox/140.0')).toBe('Firefox · Windows');
    expect(describeAgent(null)).toBeNull();
  });
});
