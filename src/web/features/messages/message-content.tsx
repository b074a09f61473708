import { splitMessage } from './message-text.ts';

/**
 * A message as text (never HTML): line breaks kept, addresses as plain links that open in a new
 * tab with no referrer and no credit to the target (rel ugc, nofollow). Nothing is previewed.
 */
export function MessageContent({ text, isMine }: { text: string; isMine: boolean }) {
  return (
    <p className="text-base break-words whitespace-pre-wrap">
      {splitMessage(text).map((piece, index) =>
        piece.kind === 'text' ? (
          piece.text
        ) : (
          <a
            // The pieces of one message never move: the index is a stable key.
            key={index}
            href={piece.href}
            target="_blank"
            rel="nofollow noopener noreferrer ugc"
            className={`font-medium underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-offset-2 ${
              isMine
                ? 'text-white focus-visible:outline-white'
                : 'text-teal-800 focus-visible:outline-teal-700'
            }`}
          >
            {piece.text}
            <span className="sr-only"> (abre em nova aba)</span>
          </a>
        ),
      )}
    </p>
  );
}
