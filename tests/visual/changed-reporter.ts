import type {Reporter, TestCase, TestResult} from '@playwright/test/reporter';

/** Prints, at the end, which stories look different from their baseline and which fail axe. */
export default class ChangedStoriesReporter implements Reporter {
  private changed: string[] = [];
  private other: string[] = [];

  onTestEnd(test: TestCase, result: TestResult): void {
    if (result.status === 'passed' || result.status === 'skipped') return;
    for (const error of result.errors) {
      const message = error.message ?? '';
      const rendering = message.match(/\[?(light|dark), (id|en)\]?/)?.[0] ?? '';
      if (/toHaveScreenshot|snapshot/i.test(message)) this.changed.push(`${test.title} ${rendering}`.trim());
      else this.other.push(`${test.title}: ${message.split('\n').slice(0, 8).join(' ').slice(0, 600)}`);
    }
  }

  onEnd(): void {
    if (this.changed.length) {
      console.log(`\nStories that look different from their baseline (${this.changed.length}):`);
      for (const title of this.changed) console.log(`  - ${title}`);
      console.log('Diffs are in test-results/visual. If the change is intended: ./run visual:update');
    }
    if (this.other.length) {
      console.log(`\nStories failing for another reason (${this.other.length}):`);
      for (const line of this.other) console.log(`  - ${line}`);
    }
  }
}
