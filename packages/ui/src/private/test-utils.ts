import axe from 'axe-core';

/**
 * Runs axe on one rendered component and fails with a list a person can act on: rule, impact,
 * what it means, and each offending element with axe's own summary of how to fix it.
 */
export async function expectNoAxeViolations(container: Element): Promise<void> {
  const { violations } = await axe.run(container, {
    // "region" asks that all page content sit inside landmarks: a page-level rule, meaningless
    // for one component rendered alone.
    rules: { region: { enabled: false } },
  });
  if (violations.length === 0) return;
  const report = violations
    .map((violation) => {
      const nodes = violation.nodes
        .map((node) => `    ${node.target.join(' ')}\n      ${node.failureSummary?.replace(/\n/g, '\n      ') ?? ''}`)
        .join('\n');
      return `  ${violation.id} (${violation.impact ?? 'unknown impact'}): ${violation.help}\n${nodes}`;
    })
    .join('\n');
  throw new Error(`Accessibility violations:\n${report}`);
}
