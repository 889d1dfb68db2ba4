import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';

/** Demo photos are portrait 3:4; these are the widths written for each. */
export const PLACEHOLDER_WIDTHS = [240, 480, 960] as const;
export const PLACEHOLDER_COUNT = 24;
export const PLACEHOLDER_ASPECT = { width: 3, height: 4 } as const;

export function placeholderKey(index: number): string {
  return `demo/placeholder-${String(index).padStart(2, '0')}`;
}

const PALETTES = [
  ['#f9d5e5', '#eeac99', '#e06377'],
  ['#d6e6f2', '#a9c4e2', '#5b7db1'],
  ['#fde2c8', '#f7b39b', '#c9596a'],
  ['#e3f4e8', '#a8d5ba', '#4f8a6b'],
  ['#efe1fa', '#c7a6e8', '#7d56b0'],
  ['#fff4cc', '#f6cf7a', '#c98b3b'],
] as const;

/** A soft, abstract portrait: a gradient, a few petals and a silhouette. No text, no network. */
function placeholderSvg(index: number): string {
  const [light, middle, deep] = PALETTES[index % PALETTES.length]!;
  const angle = (index * 37) % 360;
  const petals = Array.from({ length: 5 }, (_, petal) => {
    const rotation = petal * 72 + index * 11;
    return `<ellipse cx="0" cy="-70" rx="34" ry="70" transform="rotate(${rotation})" fill="${middle}" opacity="0.55"/>`;
  }).join('');
  const flowerX = 90 + ((index * 53) % 420);
  const flowerY = 110 + ((index * 29) % 180);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="800" viewBox="0 0 600 800">
  <defs><linearGradient id="g" gradientTransform="rotate(${angle} .5 .5)">
    <stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="${middle}"/></linearGradient></defs>
  <rect width="600" height="800" fill="url(#g)"/>
  <g transform="translate(${flowerX} ${flowerY}) scale(0.8)">${petals}<circle r="26" fill="${light}"/></g>
  <circle cx="300" cy="430" r="110" fill="${deep}" opacity="0.85"/>
  <path d="M120 800 C130 620 220 560 300 560 C380 560 470 620 480 800 Z" fill="${deep}" opacity="0.85"/>
</svg>`;
}

/**
 * Writes the demo placeholders as WebP in each width under `mediaDir`, once: files that are
 * already there are kept.
 */
export async function writePlaceholderImages(mediaDir: string): Promise<void> {
  const folder = path.join(mediaDir, 'demo');
  await mkdir(folder, { recursive: true });
  for (let index = 0; index < PLACEHOLDER_COUNT; index++) {
    const svg = Buffer.from(placeholderSvg(index));
    for (const width of PLACEHOLDER_WIDTHS) {
      const file = path.join(mediaDir, `${placeholderKey(index)}-${width}.webp`);
      if (existsSync(file)) continue;
      const height = (width / PLACEHOLDER_ASPECT.width) * PLACEHOLDER_ASPECT.height;
      await sharp(svg).resize(width, height).webp({ quality: 72 }).toFile(file);
    }
  }
}
