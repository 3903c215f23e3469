// Parts of `npm run bench`: running a measuring script, and the LCP goal rows of the budget.
import { spawnSync } from 'node:child_process';
import { root } from './web-build.mjs';

/** Runs a bench script with --json: its last stdout line is its result, the lines before it its report. */
export function runScript(script) {
  const run = spawnSync(process.execPath, [script, '--json'], { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });
  const lines = run.stdout.trim().split('\n');
  try {
    return { ...JSON.parse(lines.pop()), exitCode: run.status, text: lines.join('\n') };
  } catch {
    console.log(run.stdout);
    return undefined;
  }
}

/** LCP (<= 2.0 s) and CLS (<= 0.05) of each page, Lighthouse mobile median; the bare page's LCP is in the name. */
export function lcpGoals(lighthouse, skipped, goal) {
  for (const page of lighthouse?.pages ?? (skipped ? [] : [{ name: 'Lighthouse' }])) {
    const bareLcp = lighthouse?.baseline?.lcpMs;
    goal(`LCP ${page.name}, Lighthouse mobile, ms (bare page ${bareLcp ?? '?'} ms)`, page.lcpMs, '<= 2000', page.lcpMs <= 2000);
    goal(`CLS ${page.name}, Lighthouse mobile`, page.cls, '<= 0.05', page.cls <= 0.05);
  }
}
