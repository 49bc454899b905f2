import type {Reporter, TestCase, TestResult} from '@playwright/test/reporter';

/** Prints, at the end, which stories look different from their baseline and which fail axe. */
export default class ChangedStoriesReporter implements Reporter {
  private changed: string[] = [];
  private other: string[] = [];

  onTestEnd(test: TestCase, result: TestResult): void {
    if (result.status === 'passed' || result.status === 'skipped') return;
    const message = result.errors.map((e) => e.message ?? '').join('\n');
    if (/toHaveScreenshot|snapshot/i.test(message)) this.changed.push(test.title);
    else this.other.push(`${test.title}: ${message.split('\n').slice(0, 6).join(' ').slice(0, 400)}`);
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
