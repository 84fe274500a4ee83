import { describe, expect, it } from 'vitest';
import { tinyPng, tinyWebp } from '../modules/uploads/test-images';
import { imageForPdf } from './images';
import { renderInvoicePdf } from './pdf';
import { sampleInvoice } from './sample';

describe('images for the PDF', () => {
  it('passes PNG through and turns WebP into PNG', () => {
    const png = tinyPng();
    expect(imageForPdf({ body: png, contentType: 'image/png' })).toBe(png);
    const converted = imageForPdf({ body: tinyWebp(), contentType: 'image/webp' });
    expect(converted!.subarray(1, 4).toString()).toBe('PNG');
    expect(converted!.readUInt32BE(16)).toBe(1); // width
    expect(imageForPdf({ body: Buffer.from('nope'), contentType: 'image/webp' })).toBeNull();
    expect(imageForPdf({ body: Buffer.from('<svg/>'), contentType: 'image/svg+xml' })).toBeNull();
  });

  it('renders an invoice PDF with a WebP signature, in Japanese', async () => {
    const pdf = await renderInvoicePdf(sampleInvoice('ja-JP'), { signature: { body: tinyWebp(), contentType: 'image/webp' } });
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.toString('latin1')).toMatch(/\/Subtype \/Image/);
    // The Japanese font is embedded (a subset of Noto Sans JP).
    expect(pdf.toString('latin1')).toMatch(/NotoSansJP/);
  });
});
