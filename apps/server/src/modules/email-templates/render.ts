import { and, eq, isNull, or } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { emailTemplates } from '../../db/schema';
import { renderMarkdown } from '../custom-content/render';
import { liquid } from './liquid';

/**
 * Renders the template of an event in a language: the organisation's override
 * when it has one, else the tenant's; null when neither exists (the caller
 * then uses its built-in wording).
 */
export async function renderEmailTemplate(tx: Tx, event: string, language: string, organisationId: number | null, data: Record<string, unknown>) {
  const rows = await tx
    .select({ subject: emailTemplates.subject, body: emailTemplates.body, organisationId: emailTemplates.organisationId })
    .from(emailTemplates)
    .where(and(eq(emailTemplates.event, event), eq(emailTemplates.language, language), organisationId == null ? isNull(emailTemplates.organisationId) : or(isNull(emailTemplates.organisationId), eq(emailTemplates.organisationId, organisationId))));
  const template = rows.find((r) => r.organisationId != null) ?? rows[0];
  if (!template) return null;
  const [subject, text] = await Promise.all([liquid.parseAndRender(template.subject, data), liquid.parseAndRender(template.body, data)]);
  return { subject: subject.trim(), text, html: renderMarkdown(text) };
}
