import { z } from 'zod';
import { LANGUAGES } from '../../routes';
import { language, optionalRef } from './fields';
import type { ResourceDescriptor } from './resource';

/** Events that send an e-mail, each with its sample data for the preview. */
export const EMAIL_EVENTS = ['user.invited', 'invoice.confirmed', 'trip.started', 'trip.ended', 'breach.detected', 'threat.assessed'] as const;

export const emailTemplateInputSchema = z.object({
  event: z.enum(EMAIL_EVENTS),
  language,
  organisation_id: optionalRef,
  subject: z.string().trim().min(1).max(300),
  body: z.string().trim().min(1).max(50_000),
});
export const emailTemplateRecordSchema = z.object({
  id: z.number().int(),
  event: z.string(),
  language: z.string(),
  organisation_id: z.number().int().nullable(),
  organisation_name: z.string().nullable(),
  subject: z.string(),
  body: z.string(),
});

/** POST .../email-templates/preview: the template rendered with the event's sample data. */
export const emailPreviewInputSchema = emailTemplateInputSchema.pick({ event: true, language: true, subject: true, body: true });
export const emailPreviewSchema = z.object({ subject: z.string(), text: z.string(), html: z.string() });
export type EmailPreview = z.infer<typeof emailPreviewSchema>;

/** E-mail templates per event and language; organisation administrators keep overrides for their organisation. */
export const emailTemplatesResource: ResourceDescriptor<typeof emailTemplateInputSchema, typeof emailTemplateRecordSchema> = {
  key: 'email-templates',
  namespace: 'manage',
  input: emailTemplateInputSchema,
  record: emailTemplateRecordSchema,
  columns: [
    { name: 'event', kind: 'option', sortable: true },
    { name: 'language', kind: 'option', sortable: true },
    { name: 'organisation_name', sortable: true },
    { name: 'subject' },
  ],
  filters: [
    { name: 'q', kind: 'search' },
    { name: 'event', kind: 'select', options: EMAIL_EVENTS },
    { name: 'language', kind: 'select', options: LANGUAGES },
  ],
  sortKeys: ['event', 'language', 'organisation_name'],
  defaultSort: 'event',
  fields: [
    { name: 'event', kind: 'select', options: EMAIL_EVENTS, translateOptions: true },
    { name: 'language', kind: 'select', options: LANGUAGES, translateOptions: true },
    { name: 'organisation_id', kind: 'reference', reference: 'organisations', span: 2 },
    { name: 'subject', kind: 'text', span: 2 },
    { name: 'body', kind: 'markdown', span: 2 },
  ],
  permissions: ['manage-tenant-email-templates', 'manage-organisation-email-templates'],
  tenantPermission: 'manage-tenant-email-templates',
  organisationScoped: true,
  titleField: 'subject',
  canCreate: true,
  canDelete: true,
};
