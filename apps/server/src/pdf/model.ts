/**
 * The one invoice model both renderers draw (HTML preview and PDF). A
 * confirmed invoice stores it frozen, so what was sent never changes.
 */
export type InvoiceDocument = {
  language: string;
  status: 'draft' | 'pending' | 'paid' | 'cancelled';
  tenant: { name: string; logoSvg: string | null };
  title: string | null;
  number: string | null;
  issueDate: string | null;
  dueDate: string | null;
  extendedDueDate: string | null;
  billTo: { name: string; address: string | null; country: string | null; vatNumber: string | null };
  trip: { reference: string; vessel: string; imo: string | null; area: string; entry: string | null; exit: string | null; days: number | null };
  lines: {
    coverage: string;
    policyReference: string | null;
    endorsementReference: string | null;
    notes: string | null;
    sumInsuredMinor: number;
    ratePct: string;
    amountMinor: number;
    currency: string;
  }[];
  totals: { currency: string; amountMinor: number }[];
  /** Minor-unit digits per currency code (JPY 0, most 2). */
  decimals: Record<string, number>;
  bankAccounts: { name: string; details: string; type: 'domestic' | 'international'; currency: string; swift: string | null; notes: string | null }[];
  notes: string | null;
  specialNotes: string | null;
  /** The terms and conditions version in force on the issue date (absent in documents frozen before it was cited). */
  terms?: { title: string; version: string } | null;
  signature: { name: string | null; title: string | null; department: string | null; imageKey: string | null };
};

/** Images the renderers place; loaded from storage by the caller. */
export type InvoiceAssets = { signature?: { body: Buffer; contentType: string } | null };
