// Renders an organiser's HTML (event descriptions, instructions) after src/ui/sanitize-html.ts has
// sanitized it; nothing else in the app sets innerHTML.
import { useMemo } from 'react';
import { sanitizeHtml } from './sanitize-html';

interface SafeHtmlProps {
  html: string;
  className?: string;
}

export function SafeHtml({ html, className }: SafeHtmlProps) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
