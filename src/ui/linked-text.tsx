// A catalogue text with links and bold words in it (the information pages, issue 30 part 2): the text
// marks a link to a page of the app as '[words](/path)' and bold words as '**words**', so a translation
// moves them where its own sentence needs them. Nothing else is read as markup: the text is shown as it is.
import type { ReactNode } from 'react';
import { InternalLink } from './internal-link';
import './linked-text.css';

const MARKS = /\[([^\]]+)\]\((\/[^)\s]*)\)|\*\*([^*]+)\*\*/g;

export function LinkedText({ text }: { text: string }) {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(MARKS)) {
    const [whole, words, href, bold] = match;
    if (match.index > last) parts.push(text.slice(last, match.index));
    parts.push(
      href !== undefined ? (
        <InternalLink key={match.index} href={href}>
          {words}
        </InternalLink>
      ) : (
        <strong key={match.index}>{bold}</strong>
      ),
    );
    last = match.index + whole.length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return <>{parts}</>;
}

/** Whether the reader sees a translation, which the policy pages then say the English version prevails over. */
export function TranslationNote({ language, text }: { language: string; text: string }) {
  if (language === 'en') return null;
  return <p className="page__translation-note">{text}</p>;
}
