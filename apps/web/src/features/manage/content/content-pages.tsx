import { customContentResource, termsResource } from '@seaward/contract';
import { createResourcePage } from '../resources/create-resource-page';
import { MarkdownPreview } from './markdown-preview';

/** Custom content blocks, with the block as it will appear. */
export const CustomContentPage = createResourcePage(customContentResource, { Preview: MarkdownPreview });

/** Terms and conditions, with the document as it will appear. */
export const TermsPage = createResourcePage(termsResource, { Preview: MarkdownPreview });
