/** Vessel colours by state: covered by a trip in its area, inside an area without one, on a trip elsewhere, or at sea. */
export const VESSEL_COLOURS = { covered: '#0f7c78', breach: '#c62828', trip: '#d98200', idle: '#3b5a85' } as const;
export type VesselState = keyof typeof VESSEL_COLOURS;

/**
 * A vessel arrow pointing north (the map rotates it by course), drawn once
 * per colour on a canvas, with a white outline so it reads on land and sea.
 */
export function vesselIcon(colour: string, size = 28): ImageData {
  const canvas = document.createElement('canvas');
  canvas.width = size;
  canvas.height = size;
  const ctx = canvas.getContext('2d')!;
  ctx.beginPath();
  ctx.moveTo(size / 2, 3);
  ctx.lineTo(size - 7, size - 4);
  ctx.lineTo(size / 2, size - 9);
  ctx.lineTo(7, size - 4);
  ctx.closePath();
  ctx.fillStyle = colour;
  ctx.strokeStyle = '#ffffff';
  ctx.lineWidth = 2;
  ctx.lineJoin = 'round';
  ctx.stroke();
  ctx.fill();
  return ctx.getImageData(0, 0, size, size);
}
