// Prints the frame time while dragging a module across the canvas of a 1000-module flow
// (median and 95th percentile of the intervals between animation frames), in headless
// Chromium against the real server. Run: npm run bench:designer-drag (add --no-build to
// reuse dist/).
import { median, openUntilInteractive, percentile, startDesignerBench } from './designerBench';

const SIZE = 1000;
const MOVES = 120;
const RUNS = 3;

/**
 * Runs in the page (as a string: the bench runner's transpiler adds helpers to functions
 * that the page does not have). Presses module m1, moves the pointer once per frame back
 * and forth, releases, and answers the intervals between frames.
 */
const DRAG_IN_PAGE = `(async () => {
  const header = document.querySelector('[data-testid="designer-node"][data-module-id="m1"] .designer-node-header');
  if (!header) throw new Error('Module m1 is not drawn.');
  const box = header.getBoundingClientRect();
  let x = box.left + 30;
  let y = box.top + 10;
  const pointer = (type) => new PointerEvent(type, { bubbles: true, clientX: x, clientY: y, pointerId: 1, pointerType: 'mouse', isPrimary: true, button: 0, buttons: type === 'pointerup' ? 0 : 1 });
  header.dispatchEvent(pointer('pointerdown'));
  const intervals = [];
  await new Promise((resolve) => {
    let last = performance.now();
    let count = 0;
    const step = (now) => {
      intervals.push(now - last);
      last = now;
      if (count >= MOVES) {
        window.dispatchEvent(pointer('pointerup'));
        resolve();
        return;
      }
      count += 1;
      x += count % 60 < 30 ? 6 : -6;
      y += count % 40 < 20 ? 3 : -3;
      window.dispatchEvent(pointer('pointermove'));
      requestAnimationFrame(step);
    };
    requestAnimationFrame(step);
  });
  return intervals.slice(2);
})()`;

async function main(): Promise<void> {
  const bench = await startDesignerBench('bench-designer-drag');
  try {
    const { page } = bench;
    const url = await bench.chainUrl(SIZE);
    await openUntilInteractive(page, url);
    const frames: number[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      // One pointer move per animation frame, as a hand does; Rete drags on window events.
      const measured = (await page.evaluate(DRAG_IN_PAGE.replace('MOVES', String(MOVES)))) as number[];
      frames.push(...measured);
      // Let the drop (MOVE_MODULE) settle before the next run.
      await page.waitForTimeout(300);
    }
    console.log(`Dragging a module on a ${SIZE}-module flow (headless Chromium, ${RUNS} runs of ${MOVES} pointer moves, one per frame):`);
    console.log(`  frame time: median ${median(frames).toFixed(1)} ms, p95 ${percentile(frames, 0.95).toFixed(1)} ms (${frames.length} frames)`);
  } finally {
    await bench.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
