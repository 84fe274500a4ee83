import type { ResourceDescriptor } from '@seaward/contract';
import type { ComponentType } from 'react';
import { pageNotFound } from '../shell/page-errors';
import { ResourceFormPage, type RecordExtras } from './resource-form-page';
import { ResourceListPage } from './resource-list-page';

/** What follows the entry's path: '' (the list), 'new', or a record id. */
export type ResourcePageProps = { sub: string };

/** The pages of a resource from its declaration: the list, the new-record form and the record page. */
export function createResourcePage(descriptor: ResourceDescriptor, extras?: RecordExtras): ComponentType<ResourcePageProps> {
  function ResourcePage({ sub }: ResourcePageProps) {
    if (sub === '') return <ResourceListPage descriptor={descriptor} />;
    if (sub.includes('/')) throw pageNotFound();
    if (sub === 'new') {
      if (descriptor.canCreate === false) throw pageNotFound();
      return <ResourceFormPage key="new" descriptor={descriptor} id={null} extras={extras} />;
    }
    return <ResourceFormPage key={sub} descriptor={descriptor} id={decodeURIComponent(sub)} extras={extras} />;
  }
  ResourcePage.displayName = `ResourcePage(${descriptor.key})`;
  return ResourcePage;
}
