// The review's marks: where two pictures differ, as boxes per band of changed rows.
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { diffPictures } from '../../../tools/review/pixel-diff.ts';

/** A white picture with black rectangles [x, y, width, height]. */
function picture(width: number, height: number, rects: [number, number, number, number][]): Buffer {
  const png = new PNG({ width, height });
  png.data.fill(255);
  for (const [x0, y0, w, h] of rects) {
    for (let y = y0; y < y0 + h; y++) for (let x = x0; x < x0 + w; x++) png.data.fill(0, (y * width + x) * 4, (y * width + x) * 4 + 3);
  }
  return PNG.sync.write(png);
}

describe('diffPictures', () => {
  it('the same picture: nothing changed, no box', () => {
    const same = picture(100, 100, [[10, 10, 20, 20]]);
    expect(diffPictures(same, same)).toMatchObject({ changedPixels: 0, boxes: [] });
  });

  it('two changes far apart are two boxes around exactly the changed pixels', () => {
    const before = picture(200, 400, []);
    const after = picture(200, 400, [
      [10, 20, 30, 5],
      [50, 300, 10, 10],
    ]);
    const diff = diffPictures(before, after);
    expect(diff.changedPixels).toBe(30 * 5 + 10 * 10);
    expect(diff.boxes).toEqual([
      { x: 10, y: 20, width: 30, height: 5 },
      { x: 50, y: 300, width: 10, height: 10 },
    ]);
  });

  it('a longer after picture: compared on the larger canvas, the new part changed', () => {
    const diff = diffPictures(picture(50, 50, []), picture(50, 80, [[0, 60, 50, 20]]));
    expect(diff).toMatchObject({ width: 50, height: 80 });
    expect(diff.boxes).toEqual([{ x: 0, y: 60, width: 50, height: 20 }]);
  });
});
