import { emailTemplatesResource } from '@seaward/contract';
import { eq } from 'drizzle-orm';
import { emailTemplates, organisations } from '../../db/schema';
import { fieldError } from '../resources/field-error';
import { createTableStore, dynamic } from '../resources/table-store';
import type { ServerResource, StoreContext } from '../resources/types';
import { liquid } from './liquid';

async function validate(ctx: StoreContext, input: Record<string, unknown>) {
  const organisationId = input.organisation_id as number | null;
  // An organisation administrator keeps overrides for their organisations only, never the tenant's templates.
  if (ctx.visible && (organisationId == null || !ctx.visible.has(organisationId))) throw fieldError('organisation_id', 'outside_scope');
  for (const field of ['subject', 'body']) {
    try {
      liquid.parse(String(input[field]));
    } catch {
      throw fieldError(field, 'template');
    }
  }
}

/** E-mail templates by event and language, with organisation overrides. */
export const emailTemplatesServerResource: ServerResource = {
  descriptor: emailTemplatesResource,
  uniqueField: 'event',
  store: createTableStore({
    table: emailTemplates,
    id: emailTemplates.id,
    columns: {
      id: emailTemplates.id,
      event: emailTemplates.event,
      language: emailTemplates.language,
      organisation_id: emailTemplates.organisationId,
      organisation_name: organisations.name,
      subject: emailTemplates.subject,
      body: emailTemplates.body,
    },
    select: (tx, cols) => dynamic(tx.select(cols).from(emailTemplates).leftJoin(organisations, eq(organisations.id, emailTemplates.organisationId))),
    sort: { event: emailTemplates.event, language: emailTemplates.language, organisation_name: organisations.name },
    search: [emailTemplates.subject, emailTemplates.body],
    filters: { event: (v) => eq(emailTemplates.event, v as string), language: (v) => eq(emailTemplates.language, v as string) },
    scope: emailTemplates.organisationId,
    validate,
    toValues: (input) => ({ event: input.event, language: input.language, organisationId: input.organisation_id, subject: input.subject, body: input.body }),
    optionLabel: 'subject',
  }),
};
