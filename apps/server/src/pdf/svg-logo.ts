// A tenant logo is SVG (the top bar shows it as is). pdfkit has no SVG
// renderer, so the PDF draws the subset logos are made of: rect, circle,
// path, polygon and text with fill/stroke. Anything else is skipped.

type Attrs = Record<string, string>;
type Pdf = PDFKit.PDFDocument;

const attrsOf = (tag: string): Attrs =>
  Object.fromEntries([...tag.matchAll(/([\w-]+)\s*=\s*"([^"]*)"/g)].map((m) => [m[1]!, m[2]!]));
const num = (v: string | undefined, d = 0) => (v == null || Number.isNaN(Number(v)) ? d : Number(v));
const colour = (v: string | undefined) => (v && v !== 'none' && /^(#[0-9a-f]{3,8}|[a-z]+)$/i.test(v) ? v : null);

function paint(doc: Pdf, a: Attrs, defaultFill: string | null) {
  const fill = a.fill === undefined ? defaultFill : colour(a.fill);
  const stroke = colour(a.stroke);
  const opacity = num(a.opacity, 1);
  if (stroke) doc.lineWidth(num(a['stroke-width'], 1)).lineCap(a['stroke-linecap'] === 'round' ? 'round' : 'butt');
  if (fill && stroke) doc.fillOpacity(opacity).strokeOpacity(opacity).fillAndStroke(fill, stroke);
  else if (fill) doc.fillOpacity(opacity).fill(fill);
  else if (stroke) doc.strokeOpacity(opacity).stroke(stroke);
  doc.fillOpacity(1).strokeOpacity(1);
}

/** Draws the SVG into the box (x, y, width, height) keeping its aspect ratio; false when nothing could be drawn. */
export function drawSvgLogo(doc: Pdf, svg: string, box: { x: number; y: number; width: number; height: number }, fonts: { bold: string }): boolean {
  const root = /<svg\b[^>]*>/i.exec(svg);
  if (!root) return false;
  const ra = attrsOf(root[0]);
  const [vx, vy, vw, vh] = (ra.viewBox ?? `0 0 ${num(ra.width, 300)} ${num(ra.height, 100)}`).split(/[\s,]+/).map(Number) as [number, number, number, number];
  if (!(vw > 0 && vh > 0)) return false;
  const scale = Math.min(box.width / vw, box.height / vh);
  let drawn = 0;
  doc.save();
  doc.translate(box.x, box.y).scale(scale).translate(-vx, -vy);
  for (const m of svg.matchAll(/<(rect|circle|path|polygon|text)\b([^>]*?)(\/>|>([^<]*)<\/text>)/gi)) {
    const kind = m[1]!.toLowerCase();
    const a = attrsOf(m[2]!);
    doc.save();
    if (kind === 'rect') {
      const rx = num(a.rx);
      if (rx) doc.roundedRect(num(a.x), num(a.y), num(a.width), num(a.height), rx);
      else doc.rect(num(a.x), num(a.y), num(a.width), num(a.height));
      paint(doc, a, '#000');
    } else if (kind === 'circle') {
      doc.circle(num(a.cx), num(a.cy), num(a.r));
      paint(doc, a, '#000');
    } else if (kind === 'path' && a.d) {
      doc.path(a.d);
      paint(doc, a, '#000');
    } else if (kind === 'polygon' && a.points) {
      const pts = a.points.trim().split(/[\s,]+/).map(Number);
      doc.polygon(...Array.from({ length: pts.length / 2 }, (_, i) => [pts[2 * i]!, pts[2 * i + 1]!] as [number, number]));
      paint(doc, a, '#000');
    } else if (kind === 'text') {
      const size = num(a['font-size'], 16);
      const content = (m[4] ?? '').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&amp;/g, '&');
      doc.font(fonts.bold).fontSize(size).fillColor(colour(a.fill) ?? '#000');
      const w = doc.widthOfString(content);
      const x = a['text-anchor'] === 'middle' ? num(a.x) - w / 2 : a['text-anchor'] === 'end' ? num(a.x) - w : num(a.x);
      // SVG's y is the baseline; pdfkit's is the top of the line.
      doc.text(content, x, num(a.y) - size * 0.88, { lineBreak: false, baseline: 'top' });
    } else {
      doc.restore();
      continue;
    }
    doc.restore();
    drawn++;
  }
  doc.restore();
  return drawn > 0;
}
