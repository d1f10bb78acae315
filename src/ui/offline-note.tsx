// 'Offline — showing your passes as of {time}' (issue 30): above what the service worker kept, so the
// person knows it is the last copy seen online, not a live one.
import './offline-note.css';

export function OfflineNote({ text }: { text: string | null }) {
  if (text === null) return null;
  return (
    <p className="offline-note" role="status">
      {text}
    </p>
  );
}
