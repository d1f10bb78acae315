// The Mermaid id of a state node, shared by `npm run diagrams` (which writes it into docs/diagrams) and the
// development /__flows page (which finds the node of that id in the drawn diagram to light it up).
import type { AnyStateNode } from 'xstate';

// Words Mermaid's state grammar reserves; a state called `end` would otherwise break the parse.
const MERMAID_KEYWORDS = new Set(['end', 'state', 'note', 'direction', 'class', 'classDef', 'style', 'as', 'click']);

const safe = (text: string) => text.replace(/[^A-Za-z0-9]/g, '_');

export function mermaidId(node: AnyStateNode): string {
  // The root is drawn (as a frame) only when it has transitions or regions of its own.
  if (node.path.length === 0) return `${safe(node.machine.id)}_machine`;
  const id = node.path.map(safe).join('_');
  return MERMAID_KEYWORDS.has(id) ? `${id}_state` : id;
}
