import { externalMappingsResource, externalProvidersResource } from '@seaward/contract';
import { createResourcePage } from '../resources/create-resource-page';

/** External providers: credentials are write-only (the form never receives them). */
export const ExternalProvidersPage = createResourcePage(externalProvidersResource);

/** External mappings: a provider's id for one of our vessels or organisations. */
export const ExternalMappingsPage = createResourcePage(externalMappingsResource);
