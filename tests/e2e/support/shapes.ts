import { expect, type Locator } from '@playwright/test';

/**
 * A DiamondDuplex's image covers its whole square clip box (all four points of the diamond on the
 * image) even when the image is not square, as a rendered box.
 */
export async function expectWholeDiamond(block: Locator, label: string): Promise<void> {
  const image = block.locator('img');
  await image.scrollIntoViewIfNeeded();
  const natural = await image.evaluate((img: HTMLImageElement) => ({
    width: Number(img.getAttribute('width')),
    height: Number(img.getAttribute('height')),
  }));
  expect(natural.width, `${label}: the image is not square`).not.toBe(natural.height);
  const box = await image.boundingBox();
  const frame = await image.locator('xpath=..').boundingBox();
  if (!box || !frame) throw new Error(`${label}: the diamond is not rendered`);
  expect(Math.abs(frame.height - frame.width), `${label}: diamond box square`).toBeLessThan(1);
  expect(Math.abs(box.width - frame.width), `${label}: image as wide as the box`).toBeLessThan(1);
  expect(Math.abs(box.height - frame.height), `${label}: image as high as the box`).toBeLessThan(1);
}

/** An image's content box (without the padding of a plate around it). */
export async function contentBox(image: Locator): Promise<{ width: number; height: number }> {
  return image.evaluate((img: HTMLImageElement) => {
    const style = getComputedStyle(img);
    return {
      width: img.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight),
      height: img.clientHeight - parseFloat(style.paddingTop) - parseFloat(style.paddingBottom),
    };
  });
}

/** A loaded image is drawn at its own aspect ratio (within 2 %). */
export async function expectOwnProportions(image: Locator, label: string): Promise<void> {
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth), { message: label })
    .toBeGreaterThan(0);
  const natural = await image.evaluate(
    (img: HTMLImageElement) => img.naturalWidth / img.naturalHeight,
  );
  const box = await contentBox(image);
  expect(Math.abs(box.width / box.height / natural - 1), label).toBeLessThan(0.02);
}
