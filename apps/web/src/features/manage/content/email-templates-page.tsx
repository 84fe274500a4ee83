import { emailTemplatesResource } from '@seaward/contract';
import { createResourcePage } from '../resources/create-resource-page';
import { EmailTemplatePreview } from './email-preview';

/** E-mail templates, with a live preview rendered from the event's sample data. */
export const EmailTemplatesPage = createResourcePage(emailTemplatesResource, { Preview: EmailTemplatePreview });
