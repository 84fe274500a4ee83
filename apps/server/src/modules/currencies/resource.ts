import { currenciesResource } from '@seaward/contract';
import { eq } from 'drizzle-orm';
import { currencies, invoiceBankAccounts, tripPremiumLines, vessels } from '../../db/schema';
import { createTableStore, dynamic } from '../resources/table-store';
import type { ServerResource } from '../resources/types';

/**
 * Currencies: the ISO code is the identity and cannot change. A currency
 * still used by vessels, bank accounts or premiums cannot be deleted (409
 * saying what uses it): deactivate it instead.
 */
export const currenciesServerResource: ServerResource = {
  descriptor: currenciesResource,
  store: createTableStore({
    table: currencies,
    id: currencies.code,
    columns: { id: currencies.code, code: currencies.code, name: currencies.name, decimals: currencies.decimals, active: currencies.active },
    select: (tx, cols) => dynamic(tx.select(cols).from(currencies)),
    sort: { code: currencies.code, name: currencies.name, active: currencies.active },
    search: [currencies.code, currencies.name],
    filters: { active: (v) => (v === 'true' ? eq(currencies.active, true) : eq(currencies.active, false)) },
    toValues: (input, _ctx, mode) => ({
      ...(mode === 'create' ? { code: input.code } : {}),
      name: input.name,
      decimals: input.decimals,
      active: input.active,
    }),
    usedBy: [
      { resource: 'vessels', table: vessels, column: vessels.valueCurrency },
      { resource: 'bank-accounts', table: invoiceBankAccounts, column: invoiceBankAccounts.currency },
      { resource: 'premium-lines', table: tripPremiumLines, column: tripPremiumLines.currency },
    ],
    optionLabel: 'code',
  }),
};
