import QRCode from 'qrcode';

/**
 * A QR code as one SVG path (a unit square per dark module), made synchronously with qrcode's `create()`
 * so the same React render works in the browser preview and in the server's static markup.
 */
export function qrPath(text: string): { size: number; path: string } {
  const qr = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const { size, data } = qr.modules;
  let path = '';
  for (let y = 0; y < size; y += 1) {
    for (let x = 0; x < size; x += 1) {
      // Runs of dark modules on a row become one rectangle: a much shorter path than a square each.
      if (!data[y * size + x]) continue;
      let run = 1;
      while (x + run < size && data[y * size + x + run]) run += 1;
      path += `M${x} ${y}h${run}v1h-${run}z`;
      x += run - 1;
    }
  }
  return { size, path };
}
