import { formatDate, formatMoney, formatRate } from './format';
import { labelsFor, termsLine } from './labels';
import type { InvoiceAssets, InvoiceDocument } from './model';

/** Escapes text for HTML element content and quoted attribute values. */
export function escapeHtml(value: string | number | null | undefined): string {
  return String(value ?? '').replace(/[&<>"'`]/g, (c) => `&#${c.charCodeAt(0)};`);
}

const multiline = (v: string | null) => escapeHtml(v).replace(/\r?\n/g, '<br>');
const dataUri = (body: Buffer | string, type: string) => `data:${type};base64,${Buffer.from(body).toString('base64')}`;

const STYLE = `
body{font-family:"Noto Sans JP","Noto Sans",Arial,sans-serif;color:#1d2733;margin:0;padding:32px;font-size:13px;line-height:1.45;background:#fff}
header{display:flex;justify-content:space-between;align-items:flex-start;gap:24px;border-bottom:2px solid #0b3d5c;padding-bottom:16px}
header img.logo{height:50px;max-width:150px;object-fit:contain}
h1{font-size:24px;margin:0 0 4px;color:#0b3d5c}
.draft{color:#b3261e;font-size:14px;font-weight:700;text-transform:uppercase;letter-spacing:.08em}
dl{display:grid;grid-template-columns:max-content auto;gap:2px 12px;margin:0}
dt{color:#5b6775}dd{margin:0;font-weight:600}
section{margin-top:20px}
h2{font-size:14px;margin:0 0 8px;color:#0b3d5c;text-transform:uppercase;letter-spacing:.04em}
.cols{display:grid;grid-template-columns:1fr 1fr;gap:24px}
table{width:100%;border-collapse:collapse}
th,td{text-align:left;padding:6px 8px;border-bottom:1px solid #dde3ea;vertical-align:top}
th{background:#f2f5f8;font-size:12px;color:#3c4855}
td.num,th.num{text-align:right;white-space:nowrap}
tr.total td{font-weight:700;border-bottom:none}
.bank{border:1px solid #dde3ea;border-radius:6px;padding:10px 12px;margin-bottom:8px}
.bank strong{display:block}
.muted{color:#5b6775}
.signature img{max-height:100px;max-width:200px;display:block;margin:8px 0}
`;

/**
 * The invoice as a complete HTML document for the preview. Every value from
 * users or data is escaped; images are inline data: URIs so the sandboxed,
 * script-less iframe needs nothing from the network.
 */
export function renderInvoiceHtml(doc: InvoiceDocument, assets: InvoiceAssets = {}): string {
  const l = labelsFor(doc.language);
  const lang = doc.language;
  const money = (amount: number, currency: string) => escapeHtml(formatMoney(amount, currency, doc.decimals[currency] ?? 2, lang));
  const date = (d: string | null) => escapeHtml(formatDate(d, lang, l.notSet));
  const row = (label: string, value: string) => `<dt>${escapeHtml(label)}</dt><dd>${value}</dd>`;
  const logo = doc.tenant.logoSvg ? `<img class="logo" alt="${escapeHtml(doc.tenant.name)}" src="${dataUri(doc.tenant.logoSvg, 'image/svg+xml')}">` : '';
  const lines = doc.lines
    .map(
      (x) => `<tr><td>${escapeHtml(x.coverage)}${x.notes ? `<div class="muted">${multiline(x.notes)}</div>` : ''}</td>
<td>${escapeHtml(x.policyReference ?? l.notSet)}</td><td>${escapeHtml(x.endorsementReference ?? l.notSet)}</td>
<td class="num">${money(x.sumInsuredMinor, x.currency)}</td><td class="num">${escapeHtml(formatRate(x.ratePct, lang))}</td><td class="num">${money(x.amountMinor, x.currency)}</td></tr>`,
    )
    .join('');
  const totals = doc.totals.map((t) => `<tr class="total"><td colspan="5">${escapeHtml(l.total)} ${escapeHtml(t.currency)}</td><td class="num">${money(t.amountMinor, t.currency)}</td></tr>`).join('');
  const banks = doc.bankAccounts
    .map(
      (b) => `<div class="bank"><strong>${escapeHtml(b.name)} · ${escapeHtml(b.currency)} · ${escapeHtml(b.type === 'domestic' ? l.domestic : l.international)}</strong>
<div>${multiline(b.details)}</div>${b.swift ? `<div>${escapeHtml(l.swift)}: ${escapeHtml(b.swift)}</div>` : ''}${b.notes ? `<div class="muted">${multiline(b.notes)}</div>` : ''}</div>`,
    )
    .join('');
  const sig = doc.signature;
  const sigImage = assets.signature ? `<img alt="" src="${dataUri(assets.signature.body, assets.signature.contentType)}">` : '';
  const hasSignature = sig.name || sig.title || sig.department || sigImage;
  return `<!doctype html><html lang="${escapeHtml(lang)}"><head><meta charset="utf-8"><title>${escapeHtml(doc.title ?? l.title)} ${escapeHtml(doc.number ?? doc.trip.reference)}</title><style>${STYLE}</style></head><body>
<header><div>${logo}<div class="muted">${escapeHtml(doc.tenant.name)}</div></div>
<div><h1>${escapeHtml(doc.title ?? l.title)}</h1>${doc.status === 'draft' ? `<div class="draft">${escapeHtml(l.draft)}</div>` : ''}
<dl>${row(l.number, escapeHtml(doc.number ?? l.notSet))}${row(l.issueDate, date(doc.issueDate))}${row(l.dueDate, date(doc.dueDate))}${doc.extendedDueDate ? row(l.extendedDueDate, date(doc.extendedDueDate)) : ''}</dl></div></header>
<section class="cols"><div><h2>${escapeHtml(l.billTo)}</h2><div><strong>${escapeHtml(doc.billTo.name)}</strong></div>${doc.billTo.address ? `<div>${multiline(doc.billTo.address)}</div>` : ''}${doc.billTo.country ? `<div>${escapeHtml(doc.billTo.country)}</div>` : ''}${doc.billTo.vatNumber ? `<div>VAT ${escapeHtml(doc.billTo.vatNumber)}</div>` : ''}</div>
<div><h2>${escapeHtml(l.trip)}</h2><dl>${row(l.trip, escapeHtml(doc.trip.reference))}${row(l.vessel, escapeHtml(doc.trip.vessel))}${row(l.imo, escapeHtml(doc.trip.imo ?? l.notSet))}${row(l.area, escapeHtml(doc.trip.area))}${row(l.entry, date(doc.trip.entry))}${row(l.exit, date(doc.trip.exit))}${row(l.days, escapeHtml(doc.trip.days ?? l.notSet))}</dl></div></section>
<section><table><thead><tr><th>${escapeHtml(l.coverage)}</th><th>${escapeHtml(l.policy)}</th><th>${escapeHtml(l.endorsement)}</th><th class="num">${escapeHtml(l.sumInsured)}</th><th class="num">${escapeHtml(l.rate)}</th><th class="num">${escapeHtml(l.amount)}</th></tr></thead><tbody>${lines}${totals}</tbody></table></section>
${banks ? `<section><h2>${escapeHtml(l.bankAccounts)}</h2>${banks}</section>` : ''}
${doc.notes ? `<section><h2>${escapeHtml(l.notes)}</h2><div>${multiline(doc.notes)}</div></section>` : ''}
${doc.specialNotes ? `<section><h2>${escapeHtml(l.specialNotes)}</h2><div>${multiline(doc.specialNotes)}</div></section>` : ''}
${doc.terms ? `<section><h2>${escapeHtml(l.terms)}</h2><div>${escapeHtml(termsLine(doc.terms, l))}</div></section>` : ''}
${hasSignature ? `<section class="signature"><h2>${escapeHtml(l.signature)}</h2>${sigImage}${sig.name ? `<div><strong>${escapeHtml(sig.name)}</strong></div>` : ''}${sig.title ? `<div>${escapeHtml(sig.title)}</div>` : ''}${sig.department ? `<div class="muted">${escapeHtml(sig.department)}</div>` : ''}</section>` : ''}
</body></html>`;
}
