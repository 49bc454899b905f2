import type {Reporter, TestCase, TestResult} from '@playwright/test/reporter';

/** Prints, at the end, which stories look different from their baseline and which fail axe. */
export default class ChangedStoriesReporter implements Reporter {
  private changed: string[] = [];
  private other: string[] = [];
  private written = {'baseline written': 0, 'baseline rewritten': 0};

  onTestEnd(test: TestCase, result: TestResult): void {
    for (const {type} of result.annotations)
      if (type in this.written) this.written[type as keyof typeof this.written] += 1;
    if (result.status === 'passed' || result.status === 'skipped') return;
    for (const error of result.errors) {
      const message = error.message ?? '';
      const rendering = message.match(/\[?(light|dark), (id|en)\]?/)?.[0] ?? '';
      if (/screenshot/i.test(message)) this.changed.push(`${test.title} ${rendering}`.trim());
      else this.other.push(`${test.title}: ${message.split('\n').slice(0, 8).join(' ').slice(0, 600)}`);
    }
  }

  onEnd(): void {
    const {'baseline written': added, 'baseline rewritten': rewritten} = this.written;
    if (added || rewritten)
      console.log(`\nBaselines: ${added} new, ${rewritten} rewritten (tests/visual/__screenshots__).`);
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
