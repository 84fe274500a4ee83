import { organisationsResource, tenantSettingsSchema } from '@seaward/contract';
import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { zodMessages } from './zod-messages';

// A stand-in translator that shows which key and values were asked for.
const t = ((key: string, options?: Record<string, unknown>) => (options && 'min' in options ? `${key}:${String(options.min)}` : key)) as unknown as TFunction<'manage'>;

describe('form messages in the user language', () => {
  it('words the shared schema issues from the validation keys', () => {
    const result = organisationsResource.input.safeParse({ name: '', contact_email: 'nope', country: 'Norway' }, { error: zodMessages(t) as never });
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(result.error!.issues.map((i) => [String(i.path[0]), i.message]));
    expect(messages).toEqual({ name: 'validation.required', contact_email: 'validation.email', country: 'validation.format' });
  });

  it('uses the reason of a custom check', () => {
    const result = tenantSettingsSchema.safeParse({ default_language: 'en-GB', invoice_number_format: '{SEQ:4}', time_zone: 'Mars/Base', features: [] }, { error: zodMessages(t) as never });
    expect(result.error!.issues.map((i) => i.message)).toEqual(['validation.timeZone']);
  });
});
