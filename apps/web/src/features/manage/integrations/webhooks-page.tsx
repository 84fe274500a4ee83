import { webhooksResource } from '@seaward/contract';
import { createResourcePage } from '../resources/create-resource-page';
import { DeliveryLog } from './delivery-log';
import { WebhookActions } from './webhook-extras';

/** Webhooks: the generic pages plus "send test", a new signing secret and the delivery log. */
export const WebhooksPage = createResourcePage(webhooksResource, { Actions: WebhookActions, Related: DeliveryLog });
