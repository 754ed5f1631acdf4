// Prints the time to open flows of 10, 100, 500, 1,000 and 2,000 modules (the most a flow may have) in the designer: from
// navigation until the canvas is interactive (flow loaded and fitted, the modules in view
// drawn, the page answering), in headless Chromium against the real server.
// Run: npm run bench:designer (add --no-build to reuse dist/).
import { median, openUntilInteractive, startDesignerBench } from './designerBench';

// 10 modules: the cost of the page itself, for comparison.
const SIZES = [10, 100, 500, 1000, 2000];
const RUNS = 3;

async function main(): Promise<void> {
  const bench = await startDesignerBench('bench-designer');
  try {
    const { page } = bench;
    console.log(`Opening /chatbot-designer until the canvas is interactive (headless Chromium, ${RUNS} runs each):`);
    // The baseline of the same run: the server's static terms page, opened the same way.
    const baseline: number[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      await page.goto('/profile');
      const started = performance.now();
      await page.goto('/terms.html');
      await page.locator('h1').first().waitFor({ state: 'visible' });
      baseline.push(performance.now() - started);
    }
    console.log(`  baseline, the static terms page: median ${median(baseline).toFixed(0)} ms`);
    for (const size of SIZES) {
      const url = await bench.chainUrl(size);
      const times: number[] = [];
      for (let run = 0; run < RUNS; run += 1) times.push(await openUntilInteractive(page, url));
      const drawn = await page.getByTestId('designer-node').count();
      const links = await page.getByTestId('designer-connection').count();
      console.log(
        `  ${String(size).padStart(5)} modules: median ${median(times).toFixed(0)} ms  (min ${Math.min(...times).toFixed(0)}, max ${Math.max(...times).toFixed(0)}; ${drawn} modules and ${links} connections drawn in and around the view)`,
      );
    }
  } finally {
    await bench.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
