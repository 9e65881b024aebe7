/**
 * Where two pictures of a page differ: pixelmatch's overlay (the after picture faded, changed
 * pixels red) and the changed regions as boxes, one per band of changed rows (rows with changes
 * less than BAND_GAP apart are one band), so a new menu item and a changed footer are two boxes,
 * not one around the whole page. Pictures of different heights are compared on the larger
 * canvas, the missing part white.
 */
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface PictureDiff {
  width: number;
  height: number;
  changedPixels: number;
  boxes: Box[];
  /** PNG: the after picture faded, the changed pixels red. */
  overlay: Buffer;
}

const BAND_GAP = 48;
const DIFF_COLOR: [number, number, number] = [255, 0, 0];

function onCanvas(png: PNG, width: number, height: number): Buffer {
  if (png.width === width && png.height === height) return png.data;
  const canvas = Buffer.alloc(width * height * 4, 255);
  for (let y = 0; y < png.height; y++) png.data.copy(canvas, y * width * 4, y * png.width * 4, (y + 1) * png.width * 4);
  return canvas;
}

/** Bands of changed rows, each with the columns its changes span. */
function boxesOf(changed: Uint8Array, width: number, height: number): Box[] {
  const boxes: Box[] = [];
  let band: { top: number; bottom: number; left: number; right: number } | null = null;
  for (let y = 0; y < height; y++) {
    let left = -1;
    let right = -1;
    for (let x = 0; x < width; x++) {
      if (!changed[y * width + x]) continue;
      if (left < 0) left = x;
      right = x;
    }
    if (left < 0) continue;
    if (band && y - band.bottom <= BAND_GAP) {
      band.bottom = y;
      band.left = Math.min(band.left, left);
      band.right = Math.max(band.right, right);
    } else {
      if (band) boxes.push({ x: band.left, y: band.top, width: band.right - band.left + 1, height: band.bottom - band.top + 1 });
      band = { top: y, bottom: y, left, right };
    }
  }
  if (band) boxes.push({ x: band.left, y: band.top, width: band.right - band.left + 1, height: band.bottom - band.top + 1 });
  return boxes;
}

export function diffPictures(beforePng: Buffer, afterPng: Buffer): PictureDiff {
  const before = PNG.sync.read(beforePng);
  const after = PNG.sync.read(afterPng);
  const width = Math.max(before.width, after.width);
  const height = Math.max(before.height, after.height);
  const output = new PNG({ width, height });
  const changedPixels = pixelmatch(onCanvas(before, width, height), onCanvas(after, width, height), output.data, width, height, {
    threshold: 0.1,
    diffColor: DIFF_COLOR,
    // Anti-aliased pixels are drawn yellow by pixelmatch and not counted; they are no change of their own.
    alpha: 0.2,
  });
  const changed = new Uint8Array(width * height);
  for (let i = 0; i < width * height; i++) {
    const [r, g, b] = [output.data[i * 4], output.data[i * 4 + 1], output.data[i * 4 + 2]];
    if (r === DIFF_COLOR[0] && g === DIFF_COLOR[1] && b === DIFF_COLOR[2]) changed[i] = 1;
  }
  return { width, height, changedPixels, boxes: changedPixels === 0 ? [] : boxesOf(changed, width, height), overlay: PNG.sync.write(output) };
}
