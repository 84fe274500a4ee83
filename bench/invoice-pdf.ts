import { tinyPng } from '../apps/server/src/modules/uploads/test-images';
import { renderInvoiceHtml } from '../apps/server/src/pdf/html';
import { renderInvoicePdf } from '../apps/server/src/pdf/pdf';
import { sampleInvoice } from '../apps/server/src/pdf/sample';

/** Wall-clock median and p99, and the median of the process's CPU time (steadier on a busy machine). */
export type RenderFigures = { what: string; language: string; median: number; p99: number; cpuMedian: number; runs: number; bytes: number };

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
const round = (n: number) => Math.round(n * 100) / 100;

async function measure(what: string, language: string, runs: number, render: () => Promise<Buffer | string>): Promise<RenderFigures> {
  let bytes = 0;
  for (let i = 0; i < 20; i++) bytes = Buffer.byteLength(await render()); // warm-up: fonts parsed, JIT warm
  const times: number[] = [];
  const cpu: number[] = [];
  for (let i = 0; i < runs; i++) {
    const c = process.cpuUsage();
    const t = performance.now();
    await render();
    times.push(performance.now() - t);
    const used = process.cpuUsage(c);
    cpu.push((used.user + used.system) / 1000);
  }
  times.sort((a, b) => a - b);
  cpu.sort((a, b) => a - b);
  return { what, language, median: round(percentile(times, 50)), p99: round(percentile(times, 99)), cpuMedian: round(percentile(cpu, 50)), runs, bytes };
}

/**
 * Time to render one full invoice (logo, three lines, two bank accounts,
 * notes, signature image) as PDF and as the HTML preview, in English and in
 * Japanese (embedded Noto Sans JP subsets), in this process.
 */
export async function measureInvoiceRendering(runs = 200): Promise<RenderFigures[]> {
  const assets = { signature: { body: tinyPng(), contentType: 'image/png' } };
  const out: RenderFigures[] = [];
  for (const language of ['en-GB', 'ja-JP'] as const) {
    const doc = sampleInvoice(language);
    out.push(await measure('PDF', language, runs, () => renderInvoicePdf(doc, assets)));
    out.push(await measure('HTML preview', language, runs, async () => renderInvoiceHtml(doc, assets)));
  }
  return out;
}

// `npx tsx invoice-pdf.ts` prints the figures alone.
if (import.meta.url === `file://${process.argv[1]}`) {
  for (const r of await measureInvoiceRendering()) console.log(r);
}
