import { Fragment } from 'react';
import classes from './DocumentGrid.module.css';
import { parseRichText, type TextSegment } from './rich-text';

function Segment({ segment }: { segment: TextSegment }) {
  if (segment.bold) return <strong>{segment.text}</strong>;
  if (segment.italic) return <em>{segment.text}</em>;
  return <>{segment.text}</>;
}

/** A comment row's text with its **bold**, *italic* and "- " list lines. */
export function RichText({ text }: { text: string }) {
  const lines = parseRichText(text);
  return (
    <div className={classes.commentText}>
      {lines.map((line, i) => {
        // biome-ignore lint/suspicious/noArrayIndexKey: segments have no identity besides their position
        const content = line.segments.map((s, j) => <Segment key={j} segment={s} />);
        // biome-ignore lint/suspicious/noArrayIndexKey: lines have no identity besides their position
        if (line.bullet) return <li key={i}>{content}</li>;
        // biome-ignore lint/suspicious/noArrayIndexKey: lines have no identity besides their position
        return <p key={i}>{content.length > 0 ? content : <Fragment>&nbsp;</Fragment>}</p>;
      })}
    </div>
  );
}
