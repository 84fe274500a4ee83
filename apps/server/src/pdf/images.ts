import { decode } from '@cwasm/webp';
import { encodePng } from './png';

/**
 * An image as pdfkit can place it: PNG and JPEG as they are; WebP (which
 * pdfkit cannot read) decoded and written as an RGBA PNG. Null for anything
 * else or an image that does not decode.
 */
export function imageForPdf(image: { body: Buffer; contentType: string } | null | undefined): Buffer | null {
  if (!image) return null;
  if (image.contentType === 'image/png' || image.contentType === 'image/jpeg') return image.body;
  if (image.contentType !== 'image/webp') return null;
  try {
    const { width, height, data } = decode(new Uint8Array(image.body));
    return encodePng(width, height, data, 4);
  } catch {
    return null;
  }
}
