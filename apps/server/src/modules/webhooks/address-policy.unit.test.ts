import { describe, expect, it } from 'vitest';
import { checkWebhookUrl, isPrivateAddress } from './address-policy';

describe('webhook address policy', () => {
  it('knows loopback, private, link-local and mapped addresses', () => {
    for (const ip of ['127.0.0.1', '10.1.2.3', '172.16.0.1', '172.31.255.255', '192.168.1.1', '169.254.169.254', '100.64.0.1', '0.0.0.0', '::1', 'fd00::1', 'fe80::1', '::ffff:127.0.0.1'])
      expect(isPrivateAddress(ip), ip).toBe(true);
    for (const ip of ['8.8.8.8', '172.32.0.1', '1.1.1.1', '2606:4700::1111']) expect(isPrivateAddress(ip), ip).toBe(false);
  });

  it('in production refuses http and inside addresses, elsewhere lets local receivers through', async () => {
    expect(await checkWebhookUrl('http://example.com/hook', true)).toBe('https_required');
    expect(await checkWebhookUrl('https://127.0.0.1/hook', true)).toBe('private_address');
    expect(await checkWebhookUrl('https://[::1]/hook', true)).toBe('private_address');
    expect(await checkWebhookUrl('https://localhost/hook', true)).toBe('private_address');
    expect(await checkWebhookUrl('https://93.184.215.14/hook', true)).toBe('ok');
    expect(await checkWebhookUrl('http://127.0.0.1:9999/hook', false)).toBe('ok');
  });
});
