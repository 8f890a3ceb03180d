// Prints the plain closing line CI reads: "tests: N passed, N failed, N skipped", preceded by one
// "failed: <file> > <test>: <first line of the error>" line per failure, so that a CI log whose
// head was cut still names what failed.
import type { Reporter, TestModule } from 'vitest/node';

export default class SummaryReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    let passed = 0;
    let failed = 0;
    let skipped = 0;
    const failures: string[] = [];
    for (const mod of testModules) {
      for (const test of mod.children.allTests()) {
        const result = test.result();
        if (result.state === 'passed') passed++;
        else if (result.state === 'failed') {
          failed++;
          const why = result.errors?.[0]?.message?.split('\n')[0]?.slice(0, 200) ?? '';
          failures.push(`failed: ${mod.moduleId.split('/packages/').at(-1)} > ${test.fullName}: ${why}`);
        } else skipped++;
      }
      if (mod.state() === 'failed' && [...mod.children.allTests()].length === 0) {
        failed++;
        failures.push(`failed: ${mod.moduleId.split('/packages/').at(-1)} (the file did not load or a hook failed)`);
      }
    }
    const list = failures.length > 0 ? `\n${failures.join('\n')}` : '';
    process.stdout.write(`${list}\ntests: ${passed} passed, ${failed} failed, ${skipped} skipped\n`);
  }
}
