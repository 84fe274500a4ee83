import { demoLogo } from '../db/seed/logos';
import type { InvoiceDocument } from './model';

/** A realistic invoice model for tests and the bench, in English or Japanese. */
export function sampleInvoice(language: 'en-GB' | 'ja-JP' | 'nb-NO' = 'en-GB'): InvoiceDocument {
  const ja = language === 'ja-JP';
  return {
    language,
    status: 'pending',
    tenant: ja ? { name: 'Pacific Marine Mutual', logoSvg: demoLogo('PMM', 'Pacific Marine Mutual', '#8a2c1b') } : { name: 'Nordic War Risks', logoSvg: demoLogo('NWR', 'Nordic War Risks', '#0b3d5c') },
    title: ja ? '戦争危険 割増保険料 請求書' : 'Additional premium invoice',
    number: ja ? 'PMM26-0001' : 'NWR-2026-00001',
    issueDate: '2026-11-22',
    dueDate: '2026-12-22',
    extendedDueDate: '2027-01-31',
    billTo: ja
      ? { name: '神戸海運株式会社 (Kobe Maritime KK)', address: '兵庫県神戸市中央区港島1-1', country: 'JP', vatNumber: null }
      : { name: 'Fjordline Tankers AS', address: 'Strandkaien 12\n5013 Bergen', country: 'NO', vatNumber: 'NO 912 345 678 MVA' },
    trip: { reference: ja ? 'PMM-2026-0020' : 'NWR-2026-0020', vessel: ja ? '神戸丸 (Kobe Maru)' : 'Fjord Pioneer — Ærøskøbing', imo: '9300017', area: 'Southern Red Sea', entry: '2026-10-03', exit: '2026-10-11', days: 9 },
    lines: [
      { coverage: ja ? '船体' : 'Hull & machinery', policyReference: 'WR-2026-0117', endorsementReference: 'END-7', notes: ja ? '武装警備員割引適用' : 'Armed guards on board', sumInsuredMinor: 6_250_000_000, ratePct: '0.5500', amountMinor: 68_750_000, currency: 'USD' },
      { coverage: ja ? '増額' : 'Increased value', policyReference: 'WR-2026-0117', endorsementReference: null, notes: null, sumInsuredMinor: 1_562_500_000, ratePct: '0.5500', amountMinor: 17_187_500, currency: 'USD' },
      { coverage: ja ? '不稼働損失' : 'Loss of hire', policyReference: 'LOH-88', endorsementReference: null, notes: null, sumInsuredMinor: 450_000_000, ratePct: '0.2000', amountMinor: 900_000, currency: ja ? 'JPY' : 'NOK' },
    ],
    totals: [
      { currency: 'USD', amountMinor: 85_937_500 },
      { currency: ja ? 'JPY' : 'NOK', amountMinor: 900_000 },
    ],
    decimals: { USD: 2, NOK: 2, JPY: 0 },
    bankAccounts: ja
      ? [
          { name: '三菱UFJ銀行 神戸支店', details: '普通預金 1234567\n口座名義 パシフィック・マリン・ミューチュアル', type: 'domestic', currency: 'JPY', swift: 'BOTKJPJT', notes: null },
          { name: 'Citibank N.A. New York', details: 'Account 36251234\nABA 021000089', type: 'international', currency: 'USD', swift: 'CITIUS33', notes: '送金手数料はご負担ください' },
        ]
      : [
          { name: 'DNB Bank ASA', details: 'IBAN NO93 8601 1117 947\nAccount holder: Nordic War Risks', type: 'international', currency: 'USD', swift: 'DNBANOKK', notes: 'Quote the invoice number' },
          { name: 'Sparebanken Vest', details: 'Kontonummer 3625.12.34567', type: 'domestic', currency: 'NOK', swift: null, notes: null },
        ],
    notes: ja ? '航海終了後30日以内にお支払いください。' : 'Premium for the declared transit; øre rounded.',
    specialNotes: ja ? '本請求書は戦争危険担保の割増保険料に関するものです。' : 'Subject to the Joint War Committee listed areas in force at entry.',
    signature: { name: ja ? '田中 陽翔' : 'Astrid Solberg', title: ja ? '引受部長' : 'Head of Underwriting', department: ja ? '海上戦争危険部' : 'War Risks', imageKey: null },
  };
}
