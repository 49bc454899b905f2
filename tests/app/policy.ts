import type {Page} from '@playwright/test';

/**
 * Collects the Content Security Policy violations each document of `page` reports, from its first
 * script on (read them with {@link policyViolations}). Console messages are not enough: a violation
 * by a report-only directive, or one a page's own handler swallows, still fires this event.
 */
export async function watchPolicyViolations(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const target = window as unknown as {cspViolations: string[]};
    target.cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) =>
      target.cspViolations.push(
        `${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`,
      ),
    );
  });
}

/** The violations the current document reported so far (see {@link watchPolicyViolations}). */
export function policyViolations(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as {cspViolations?: string[]}).cspViolations ?? []);
}
