import { describe, expect, it } from 'vitest';
import { tinyPng } from '../modules/uploads/test-images';
import { escapeHtml, renderInvoiceHtml } from './html';
import { sampleInvoice } from './sample';

describe('invoice HTML', () => {
  it('escapes every user-provided text', () => {
    const doc = sampleInvoice('en-GB');
    doc.notes = '<script>alert(1)</script>';
    doc.billTo.name = '"><img src=x onerror=alert(2)>';
    doc.lines[0]!.policyReference = "WR' onmouseover='x";
    const html = renderInvoiceHtml(doc);
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<img src=x');
    expect(html).toContain('&#60;script&#62;alert(1)&#60;/script&#62;');
    expect(html).toContain('WR&#39; onmouseover=&#39;x');
    expect(escapeHtml('a&b`')).toBe('a&#38;b&#96;');
  });

  it('shows the fields of the invoice in its language, images inline', () => {
    const html = renderInvoiceHtml(sampleInvoice('ja-JP'), { signature: { body: tinyPng(), contentType: 'image/png' } });
    for (const text of ['請求書番号', 'PMM26-0001', '支払期日', '2026年12月22日', '神戸丸 (Kobe Maru)', '9300017', 'WR-2026-0117', 'END-7', '合計 USD', 'USD 859,375.00', 'JPY 900,000', '三菱UFJ銀行 神戸支店', 'BOTKJPJT', '特記事項', '田中 陽翔'])
      expect(html).toContain(text);
    expect(html).toMatch(/src="data:image\/svg\+xml;base64,/);
    expect(html).toMatch(/src="data:image\/png;base64,/);
    expect(html).not.toMatch(/src="(https?:|\/)/);
  });
});
