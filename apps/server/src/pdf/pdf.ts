import PDFDocument from 'pdfkit';
import { invoiceFonts } from './fonts';
import { imageForPdf } from './images';
import { formatDate, formatMoney, formatRate } from './format';
import { labelsFor, termsLine } from './labels';
import type { InvoiceAssets, InvoiceDocument } from './model';
import { drawSvgLogo } from './svg-logo';

const INK = '#1d2733';
const MUTED = '#5b6775';
const ACCENT = '#0b3d5c';
const RULE = '#dde3ea';
const M = 48; // page margin
const W = 595.28 - 2 * M; // A4 content width

/** The invoice as a PDF (A4), the same model and texts as the HTML preview. */
export function renderInvoicePdf(doc: InvoiceDocument, assets: InvoiceAssets = {}): Promise<Buffer> {
  const l = labelsFor(doc.language);
  const lang = doc.language;
  const fonts = invoiceFonts();
  // font: null skips the default font; 'r' is then opened once, without pdfkit's costly same-font check.
  const pdf = new PDFDocument({ size: 'A4', margin: M, font: null as never, info: { Title: `${doc.title ?? l.title} ${doc.number ?? doc.trip.reference}`, Author: doc.tenant.name }, lang });
  const chunks: Buffer[] = [];
  pdf.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });
  pdf.registerFont('r', fonts.regular);
  pdf.registerFont('b', fonts.bold);
  pdf.font('r');
  const money = (amount: number, currency: string) => formatMoney(amount, currency, doc.decimals[currency] ?? 2, lang);
  const date = (d: string | null) => formatDate(d, lang, l.notSet);
  const bottom = 842 - M;
  const ensure = (h: number) => {
    if (pdf.y + h > bottom) pdf.addPage();
  };
  // A heading never ends a page: `keep` is the height of what must follow it.
  const heading = (text: string, keep = 20) => {
    ensure(30 + keep);
    pdf.moveDown(0.8).font('b').fontSize(10).fillColor(ACCENT).text(text.toUpperCase(), M, pdf.y, { characterSpacing: 0.4 });
    pdf.moveDown(0.3);
  };
  const pairs = (x: number, y: number, width: number, rows: [string, string][]) => {
    let yy = y;
    for (const [k, v] of rows) {
      pdf.font('r').fontSize(9).fillColor(MUTED).text(k, x, yy, { width: width * 0.42 });
      pdf.font('b').fontSize(9).fillColor(INK).text(v, x + width * 0.42, yy, { width: width * 0.58 });
      yy = Math.max(pdf.y, yy + 13);
    }
    return yy;
  };

  // Header: logo and tenant on the left, title block on the right.
  const top = M;
  if (!(doc.tenant.logoSvg && drawSvgLogo(pdf, doc.tenant.logoSvg, { x: M, y: top, width: 150, height: 50 }, { bold: 'b' }))) {
    pdf.font('b').fontSize(16).fillColor(ACCENT).text(doc.tenant.name, M, top, { width: 200 });
  }
  pdf.font('r').fontSize(9).fillColor(MUTED).text(doc.tenant.name, M, top + 56, { width: 220 });
  const rx = M + W / 2 + 10;
  pdf.font('b').fontSize(20).fillColor(ACCENT).text(doc.title ?? l.title, rx, top, { width: W / 2 - 10 });
  if (doc.status === 'draft') pdf.font('b').fontSize(10).fillColor('#b3261e').text(l.draft.toUpperCase(), rx, pdf.y, { characterSpacing: 1 });
  const headerRows: [string, string][] = [
    [l.number, doc.number ?? l.notSet],
    [l.issueDate, date(doc.issueDate)],
    [l.dueDate, date(doc.dueDate)],
  ];
  if (doc.extendedDueDate) headerRows.push([l.extendedDueDate, date(doc.extendedDueDate)]);
  const headerEnd = pairs(rx, pdf.y + 4, W / 2 - 10, headerRows);
  const ruleY = Math.max(headerEnd, top + 72) + 8;
  pdf.moveTo(M, ruleY).lineTo(M + W, ruleY).lineWidth(1.5).strokeColor(ACCENT).stroke();

  // Bill-to and trip facts side by side.
  const colY = ruleY + 14;
  pdf.font('b').fontSize(10).fillColor(ACCENT).text(l.billTo.toUpperCase(), M, colY);
  pdf.font('b').fontSize(10).fillColor(INK).text(doc.billTo.name, M, pdf.y + 4, { width: W / 2 - 20 });
  pdf.font('r').fontSize(9);
  for (const line of [doc.billTo.address, doc.billTo.country, doc.billTo.vatNumber ? `VAT ${doc.billTo.vatNumber}` : null]) if (line) pdf.text(line, { width: W / 2 - 20 });
  const leftEnd = pdf.y;
  pdf.font('b').fontSize(10).fillColor(ACCENT).text(l.trip.toUpperCase(), rx, colY);
  const t = doc.trip;
  const rightEnd = pairs(rx, pdf.y + 4, W / 2 - 10, [
    [l.trip, t.reference],
    [l.vessel, t.vessel],
    [l.imo, t.imo ?? l.notSet],
    [l.area, t.area],
    [l.entry, date(t.entry)],
    [l.exit, date(t.exit)],
    [l.days, t.days == null ? l.notSet : String(t.days)],
  ]);
  pdf.y = Math.max(leftEnd, rightEnd) + 16;

  // Premium lines.
  const cols = [
    { key: l.coverage, w: 125, align: 'left' as const },
    { key: l.policy, w: 80, align: 'left' as const },
    { key: l.endorsement, w: 75, align: 'left' as const },
    { key: l.sumInsured, w: 85, align: 'right' as const },
    { key: l.rate, w: 45, align: 'right' as const },
    { key: l.amount, w: W - 410, align: 'right' as const },
  ];
  const drawRow = (cells: string[], font: 'r' | 'b', fill?: string) => {
    pdf.font(font).fontSize(8.5);
    const h = Math.max(...cells.map((c, i) => pdf.heightOfString(c, { width: cols[i]!.w - 8 }))) + 8;
    ensure(h);
    const y = pdf.y;
    if (fill) pdf.rect(M, y, W, h).fill(fill);
    let x = M;
    cells.forEach((c, i) => {
      pdf.font(font).fontSize(8.5).fillColor(INK).text(c, x + 4, y + 4, { width: cols[i]!.w - 8, align: cols[i]!.align });
      x += cols[i]!.w;
    });
    pdf.moveTo(M, y + h).lineTo(M + W, y + h).lineWidth(0.5).strokeColor(RULE).stroke();
    pdf.y = y + h;
  };
  drawRow(cols.map((c) => c.key), 'b', '#f2f5f8');
  for (const x of doc.lines) {
    const coverage = x.notes ? `${x.coverage}\n${x.notes}` : x.coverage;
    drawRow([coverage, x.policyReference ?? l.notSet, x.endorsementReference ?? l.notSet, money(x.sumInsuredMinor, x.currency), formatRate(x.ratePct, lang), money(x.amountMinor, x.currency)], 'r');
  }
  for (const total of doc.totals) {
    ensure(20);
    const y = pdf.y + 4;
    pdf.font('b').fontSize(10).fillColor(INK).text(`${l.total} ${total.currency}`, M + 4, y, { width: W / 2 });
    pdf.text(money(total.amountMinor, total.currency), M + W / 2, y, { width: W / 2 - 4, align: 'right' });
    pdf.y = y + 16;
  }

  if (doc.bankAccounts.length) {
    heading(l.bankAccounts, 60);
    // Two accounts at most on an invoice: side by side, each a rounded box.
    const bw = (W - 12) / 2;
    const body = (b: InvoiceDocument['bankAccounts'][number]) => [b.details, b.swift ? `${l.swift}: ${b.swift}` : null, b.notes].filter(Boolean).join('\n');
    for (let i = 0; i < doc.bankAccounts.length; i += 2) {
      const pair = doc.bankAccounts.slice(i, i + 2);
      pdf.font('r').fontSize(9);
      const h = Math.max(...pair.map((b) => pdf.heightOfString(body(b), { width: bw - 20 }) + pdf.heightOfString(b.name, { width: bw - 20 }))) + 22;
      ensure(h);
      const y = pdf.y;
      pair.forEach((b, j) => {
        const x = M + j * (bw + 12);
        pdf.roundedRect(x, y, bw, h - 6, 4).lineWidth(0.75).strokeColor(RULE).stroke();
        pdf.font('b').fontSize(9.5).fillColor(INK).text(`${b.name} · ${b.currency} · ${b.type === 'domestic' ? l.domestic : l.international}`, x + 10, y + 8, { width: bw - 20 });
        pdf.font('r').fontSize(9).fillColor(INK).text(body(b), x + 10, pdf.y + 2, { width: bw - 20 });
      });
      pdf.y = y + h;
    }
  }
  // Notes on the left, the signature block on the right.
  const sig = doc.signature;
  const image = imageForPdf(assets.signature);
  const sigLines = [sig.name, sig.title, sig.department].filter(Boolean).length;
  const hasSignature = sigLines > 0 || image != null;
  const lw = hasSignature ? W * 0.58 : W;
  pdf.font('r').fontSize(9);
  const terms = doc.terms ? termsLine(doc.terms, l) : null;
  const notesHeight = [doc.notes, doc.specialNotes, terms].reduce((h, t) => h + (t ? 34 + pdf.heightOfString(t, { width: lw }) : 0), 0);
  ensure(Math.max(notesHeight, hasSignature ? 34 + (image ? 104 : 0) + 13 * sigLines : 0));
  const blockY = pdf.y;
  const sub = (text: string, x: number, width: number) => {
    pdf.font('b').fontSize(10).fillColor(ACCENT).text(text.toUpperCase(), x, pdf.y + 12, { width, characterSpacing: 0.4 });
    pdf.y += 4;
  };
  for (const [label, text] of [
    [l.notes, doc.notes],
    [l.specialNotes, doc.specialNotes],
    [l.terms, terms],
  ] as const) {
    if (!text) continue;
    sub(label, M, lw);
    pdf.font('r').fontSize(9).fillColor(INK).text(text, M, pdf.y, { width: lw });
  }
  const leftBottom = pdf.y;
  if (hasSignature) {
    const sx = M + W * 0.62;
    const sw = W * 0.38;
    pdf.y = blockY;
    sub(l.signature, sx, sw);
    if (image) {
      // At most 100 high and 200 wide (the preview's limits), within the column.
      const y = pdf.y + 2;
      // openImage exists in pdfkit but not in its type definitions.
      const img = (pdf as unknown as { openImage: (src: Buffer) => { width: number; height: number } }).openImage(image);
      const scale = Math.min(Math.min(200, sw) / img.width, 100 / img.height);
      pdf.image(img as never, sx, y, { width: img.width * scale, height: img.height * scale });
      pdf.y = y + img.height * scale + 4;
    }
    if (sig.name) pdf.font('b').fontSize(10).fillColor(INK).text(sig.name, sx, pdf.y, { width: sw });
    if (sig.title) pdf.font('r').fontSize(9).fillColor(INK).text(sig.title, sx, pdf.y, { width: sw });
    if (sig.department) pdf.font('r').fontSize(9).fillColor(MUTED).text(sig.department, sx, pdf.y, { width: sw });
  }
  pdf.y = Math.max(pdf.y, leftBottom);
  pdf.end();
  return done;
}
