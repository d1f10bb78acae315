/**
 * For a control that is about to disappear while its page stays (Retry on a failed list): moves focus
 * to the page's heading first, so the keyboard user is not left on the page's body (WCAG 2.4.3) and
 * goes on from the top of what reloads. The heading becomes focusable without entering the tab order.
 */
export function focusPageHeading(from: Element): void {
  const heading = from.closest('.page')?.querySelector<HTMLElement>('h1');
  if (!heading) return;
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  heading.focus();
}
