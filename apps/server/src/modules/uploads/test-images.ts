import { encodePng } from '../../pdf/png';

/** A real PNG (RGB) with a signature-like wave, for tests and the bench. */
export function tinyPng(width = 240, height = 80): Buffer {
  const px = new Uint8Array(width * height * 3).fill(255);
  for (let x = 0; x < width; x++) {
    const wave = height / 2 + Math.sin(x / 9) * (height / 4) * Math.cos(x / 70);
    for (let y = 0; y < height; y++) if (Math.abs(wave - y) < 2) px.fill(25, (y * width + x) * 3, (y * width + x) * 3 + 3);
  }
  return encodePng(width, height, px, 3);
}

/** A 1 x 1 lossless WebP. */
export const tinyWebp = () => Buffer.from('UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA==', 'base64');
