import { z } from 'zod';

/** Path parameter `{id}`: a positive integer id; anything else is a 400. */
export const idParamSchema = z.object({ id: z.coerce.number().int().positive() });

/** A currency. */
export const currencySchema = z.object({
  code: z.string().regex(/^[A-Z]{3}$/),
  name: z.string(),
  decimals: z.number().int().min(0).max(4),
});
export type Currency = z.infer<typeof currencySchema>;
export const currencyListSchema = z.array(currencySchema);

/** `GET /v1/{product}/organisations/{id}/details`. */
export const organisationDetailsSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  type: z.string().nullable(),
  parent_id: z.number().int().nullable(),
  country: z.string().nullable(),
  invoice_language: z.string().nullable(),
});
export type OrganisationDetails = z.infer<typeof organisationDetailsSchema>;
