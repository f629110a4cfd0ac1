// The brand's icons and splash screens, drawn from its mark (apps/server/brands/<key>/favicon.svg, a square SVG)
// and rendered to PNG with sharp (libvips; prebuilt binaries from npm, already the server's image library).
import sharp from 'sharp';

/** The mark's viewBox and inner markup, to nest it at any place and size in a larger drawing. */
export function readMark(svg) {
  const open = /<svg\b[^>]*>/.exec(svg);
  const viewBox = open && /viewBox="([^"]+)"/.exec(open[0]);
  const close = svg.lastIndexOf('</svg>');
  if (!open || !viewBox || close === -1) throw new Error('The brand mark is not an <svg> with a viewBox.');
  return { viewBox: viewBox[1], body: svg.slice(open.index + open[0].length, close) };
}

function nest(mark, centre, size) {
  const at = (value) => Number(value.toFixed(3));
  return `<svg x="${at(centre.x - size / 2)}" y="${at(centre.y - size / 2)}" width="${at(size)}" height="${at(size)}" viewBox="${mark.viewBox}">${mark.body}</svg>`;
}

function drawing(width, height, content) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${content}</svg>`;
}

/**
 * The drawings, by kind: `icon` (opaque white square, for iOS), `legacy` (white rounded square) and `round`
 * (white circle) for Android before 8, `foreground` (the mark alone inside the adaptive icon's safe zone, on
 * the white ic_launcher_background), `splash` (the mark on a white disc on the brand's colour).
 */
export function drawImage(kind, { width, height = width, mark, themeColor }) {
  const centre = { x: width / 2, y: height / 2 };
  const side = Math.min(width, height);
  switch (kind) {
    case 'icon':
      return drawing(
        width,
        height,
        `<rect width="${width}" height="${height}" fill="#ffffff"/>${nest(mark, centre, side * 0.62)}`,
      );
    case 'legacy':
      return drawing(
        width,
        height,
        `<rect x="${side * 0.04}" y="${side * 0.04}" width="${side * 0.92}" height="${side * 0.92}" rx="${side * 0.16}" fill="#ffffff"/>${nest(mark, centre, side * 0.58)}`,
      );
    case 'round':
      return drawing(
        width,
        height,
        `<circle cx="${centre.x}" cy="${centre.y}" r="${side * 0.46}" fill="#ffffff"/>${nest(mark, centre, side * 0.56)}`,
      );
    case 'foreground':
      // 108 dp, of which a circle of 66 dp always shows: the mark's corners stay inside it.
      return drawing(width, height, nest(mark, centre, side * 0.44));
    case 'splash': {
      const disc = side * (width === height ? 0.15 : 0.3);
      return drawing(
        width,
        height,
        `<rect width="${width}" height="${height}" fill="${themeColor}"/><circle cx="${centre.x}" cy="${centre.y}" r="${disc / 2}" fill="#ffffff"/>${nest(mark, centre, disc * 0.62)}`,
      );
    }
    default:
      throw new Error(`No drawing called ${kind}.`);
  }
}

/**
 * A PNG of a drawing. `opaque` (the splash screens, the iOS icon): plain RGB without an alpha channel, as the
 * App Store wants its icon. Otherwise (the small Android icons) in a palette of colours, a third of the size;
 * quantising is too slow for the 2732 px splash, whose flat colour compresses well without it.
 */
export async function renderPng(svg, { opaque = false } = {}) {
  let image = sharp(Buffer.from(svg), { density: 72 });
  if (opaque) image = image.flatten({ background: '#ffffff' }).removeAlpha();
  return image.png({ compressionLevel: 9, palette: !opaque, effort: 10 }).toBuffer();
}
