import { coverageFigures, greedyCover } from './coverage';
import type { MachineName } from './catalogue';
import { formatEvent, planPathList, stateLabel, type PathPlan } from './plan';
import { screens, type Screen } from './screens';
import { importPath } from './specFiles';
import type { GeneratedPath } from './model';

export function hasScreen(name: string): name is MachineName & keyof typeof screens {
  return Object.hasOwn(screens, name);
}

type WrittenPath = { skip: string | null; body: string[] };

/** Whether a line of generated code refers to a name (comments and plain string literals do not count). */
export function usesName(line: string, name: string): boolean {
  if (line.trimStart().startsWith('//')) return false;
  const code = line.replace(/"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'/g, '""');
  return new RegExp(`\\b${name}\\b`).test(code);
}

/** One path as browser steps; the first step the screen cannot drive turns the rest into comments. */
export function browserSteps(screen: Screen, path: GeneratedPath): WrittenPath {
  const steps: string[] = [];
  const arranged: string[] = [];
  const unopened = screen.unopened?.(path.scenario) ?? null;
  let skip: string | null = unopened ? `step 1 (xstate.init) needs server setup: ${unopened}` : null;
  if (unopened) steps.push(`// SKIPPED HERE: ${screen.route} cannot open the scenario "${path.scenario}": ${unopened}`);
  path.steps.forEach((step, index) => {
    const title = `// ${index + 1}. ${formatEvent(step.event)}  ->  ${stateLabel(step.state)}`.slice(0, 200);
    if (skip) {
      steps.push(`${title} (not driven)`);
      return;
    }
    const earlier = path.steps.slice(1, index).map((taken) => taken.event);
    const later = path.steps.slice(index + 1).map((next) => next.event);
    const driven = step.event.type === 'xstate.init' ? { code: [] } : screen.step(step.event, path.scenario, earlier, later);
    if ('skip' in driven) {
      skip = `step ${index + 1} (${step.event.type}) ${driven.skip}`;
      steps.push(title, `// SKIPPED HERE: ${driven.skip}`);
      return;
    }
    arranged.push(...(driven.arrange ?? []));
    const shows = screen.state(step.state.value);
    steps.push(title, ...driven.code, ...(shows ?? [`// ${stateLabel(step.state)}: too short-lived to observe; the next step checks where it led.`]));
  });
  // A prelude value is kept when a step or a kept later value uses it.
  const address = screen.linkOf?.(path.scenario) ?? screen.open ?? JSON.stringify(screen.routeOf?.(path.scenario) ?? screen.route);
  const lines = [...arranged, `await page.goto(${address});`, ...(unopened ? [] : (screen.opening?.(path.scenario) ?? [])), ...steps];
  const kept: string[][] = [];
  const uses = (code: string[], name: string) => code.some((line) => usesName(line, name));
  for (const { name, code } of [...(screen.prelude ?? [])].reverse()) if (uses([...lines, ...kept.flat()], name)) kept.unshift(code);
  const body = [
    ...(screen.signedIn ? [`const user = await userWithTwoFactor(baseUrl, 'generated');`, 'await signInThroughApi(page, baseUrl, user);'] : []),
    ...kept.flat(),
    ...lines,
  ];
  return { skip, body };
}

type BrowserPath = WrittenPath & { title: string; path: GeneratedPath };

/**
 * The paths of a plan as browser tests. A path the screen can drive runs only when it takes a
 * state or transition the other runnable paths do not: every page load in Chromium costs
 * seconds, and a shortest path to a state is often the first steps of a longer one. The ones
 * left out (folded) are named at the end of the spec; skipped paths stay, with what they need.
 */
export function browserPaths(plan: PathPlan, screen: Screen): { all: BrowserPath[]; written: BrowserPath[]; folded: BrowserPath[] } {
  const all = planPathList(plan).map(({ title, path }) => ({ title: `${title} [${path.scenario}]`, path, ...browserSteps(screen, path) }));
  const runs = new Set(
    greedyCover(
      plan.entry.machine,
      all.filter((w) => !w.skip).map((w) => w.path),
    ),
  );
  return { all, written: all.filter((w) => w.skip || runs.has(w.path)), folded: all.filter((w) => !w.skip && !runs.has(w.path)) };
}

/**
 * A browser spec for a machine with a screen: vitest with playwright-core in Debian's
 * Chromium (as tests/e2e/*.e2e.test.ts), against the server the e2e harness starts.
 * Paths the screen can drive on a fresh server are tests; the others are `it.skip` with
 * the step and the server setup they would need.
 */
export function playwrightSpec(plan: PathPlan, file: string, root: string): string {
  if (!hasScreen(plan.name)) {
    throw new Error(`${plan.name} has no screen a browser spec can open; machines with one: ${Object.keys(screens).join(', ')}`);
  }
  const screen = screens[plan.name]!;
  const figures = coverageFigures(plan.coverage);
  const { written, folded, all } = browserPaths(plan, screen);
  const tests = written.map(({ title, skip, body }) => {
    const name = skip ? `${title}: ${skip}` : title;
    return [
      `  it${skip ? '.skip' : ''}(${JSON.stringify(name)}, async () => {`,
      '    const { context, page } = await newPage(browser(), baseUrl);',
      '    try {',
      ...body.map((line) => `      ${line}`),
      '    } finally {',
      '      await context.close();',
      '    }',
      '  });',
    ].join('\n');
  });
  const runnable = written.filter((w) => !w.skip).length;
  return [
    `// Generated by \`npm run paths -- ${plan.name} --format playwright\`: a skeleton to extend, regenerate to refresh.`,
    `// The ${plan.name} machine's paths driven on its screen (${screen.route}) in Chromium with role-based locators`,
    '// and the English texts of locales/en. Runs with the browser tests: vitest + playwright-core,',
    '// `npx vitest run --config vitest.e2e.config.ts <this file>` (the file name must end in .e2e.test.ts).',
    `// ${runnable} of ${all.length} paths run on a fresh server; ${written.length - runnable} are skipped with the server setup they need;`,
    `// ${folded.length} take only states and transitions the running ones take, and are left out (listed at the end).`,
    `// Coverage of all these paths on the machine: states ${figures.states}, transitions ${figures.transitions}.`,
    "import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';",
    `import { newPage, useBrowser } from '${importPath(file, root, 'tests/e2e/support/browser')}';`,
    ...(screen.signedIn ? [`import { signInThroughApi, userWithTwoFactor } from '${importPath(file, root, 'tests/e2e/support/signedIn')}';`] : []),
    ...(screen.imports ?? []).flatMap(({ names, from }) => {
      const needed = names.filter((name) => written.some(({ body }) => body.some((line) => usesName(line, name))));
      return needed.length ? [`import { ${needed.join(', ')} } from '${importPath(file, root, from)}';`] : [];
    }),
    '',
    `describe(${JSON.stringify(`${plan.name} screen (${screen.route}): generated paths`)}, () => {`,
    "  const baseUrl = inject('baseUrl');",
    '  const browser = useBrowser(beforeAll, afterAll);',
    // Keeps `expect` used even when every path of a screen is skipped.
    '  void expect;',
    '',
    tests.join('\n\n'),
    ...(folded.length ? ['', '  // Left out: the paths above take every state and transition of these.', ...folded.map(({ title }) => `  // - ${title}`)] : []),
    '});',
    '',
  ].join('\n');
}
