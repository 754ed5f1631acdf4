import { createHash } from 'node:crypto';

/**
 * A captcha as a person sees it: an SVG of the text with each character turned, shifted and
 * coloured its own way over crossing noise lines, as a data: URL. The distortion comes from the
 * key, so one key always shows the same picture.
 */
export function captchaImage(key: string, text: string): string {
  const bytes = createHash('sha256').update(`suite-captcha-picture:${key}`).digest();
  const at = (i: number) => bytes[i % bytes.length] ?? 0;
  const lines = Array.from({ length: 5 }, (_, i) => {
    const [x1, y1, x2, y2] = [at(i * 4) % 40, at(i * 4 + 1) % 50, 120 + (at(i * 4 + 2) % 40), at(i * 4 + 3) % 50];
    return `<path d="M${x1} ${y1} Q80 ${at(i + 20) % 50} ${x2} ${y2}" stroke="hsl(${at(i + 7) * 1.4},45%,55%)" stroke-width="1.5" fill="none"/>`;
  });
  const letters = [...text].map((char, i) => {
    const x = 16 + i * 28 + (at(i + 10) % 7) - 3;
    const y = 34 + (at(i + 15) % 9) - 4;
    const turn = (at(i + 25) % 41) - 20;
    return `<text x="${x}" y="${y}" transform="rotate(${turn} ${x} ${y})" fill="hsl(${at(i + 5) * 1.4},60%,28%)">${char}</text>`;
  });
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="50" viewBox="0 0 160 50" role="img">` +
    `<rect width="160" height="50" fill="#f4f1ea"/>${lines.join('')}` +
    `<g font-family="monospace" font-size="28" font-weight="bold">${letters.join('')}</g></svg>`;
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}
