import { Fragment, useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { CHAT_TYPEWRITER_MS } from '@dokkho/contract/chat';
import { useMediaQuery } from '../../../shared/hooks/use-media-query';
import { parseAnswer, type AnswerSpan } from '../lib/answer-markup';

interface AnswerTextProps {
  text: string;
  /** Reveal the spans one by one (a freshly received answer); restored answers show at once. */
  animate: boolean;
  /** Called after every revealed span, so the list can keep the newest words in view. */
  onReveal?: () => void;
  /** A link to one of our pages was followed (the widget may get out of the way). */
  onNavigate?: () => void;
}

const LINK_CLASSES =
  'font-semibold text-primary-800 underline decoration-primary-300 underline-offset-2 hover:decoration-primary-700';

function Span({ span, onNavigate }: { span: AnswerSpan; onNavigate?: () => void }) {
  switch (span.kind) {
    case 'text':
      return <>{span.text}</>;
    case 'break':
      return <br />;
    case 'link':
      return span.internal ? (
        <Link to={span.href} className={LINK_CLASSES} onClick={onNavigate}>
          {span.text}
        </Link>
      ) : (
        <a href={span.href} target="_blank" rel="noopener noreferrer nofollow" className={LINK_CLASSES}>
          {span.text}
        </a>
      );
  }
}

/**
 * An answer of the chat service as React elements (links as router links, never HTML), revealed with the
 * typewriter effect of SPEC.md §9: one span (a word, a link or a line break) every 30 ms. With
 * prefers-reduced-motion the whole answer shows at once (DESIGN.md principle 6).
 */
export function AnswerText({ text, animate, onReveal, onNavigate }: AnswerTextProps) {
  const spans = useMemo(() => parseAnswer(text), [text]);
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const typing = animate && !reducedMotion;
  const [typed, setTyped] = useState(0);
  // Restored answers, reduced motion, or motion switched off half-way: everything at once.
  const shown = typing ? typed : spans.length;

  useEffect(() => {
    if (!typing) return;
    let count = 0;
    const timer = setInterval(() => {
      count += 1;
      setTyped(count);
      if (count >= spans.length) clearInterval(timer);
    }, CHAT_TYPEWRITER_MS);
    return () => clearInterval(timer);
  }, [typing, spans]);

  useEffect(() => {
    onReveal?.();
    // Only the reveal itself should call back, not a new callback identity.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [shown]);

  return (
    <>
      {spans.slice(0, shown).map((span, index) => (
        <Fragment key={index}>
          <Span span={span} onNavigate={onNavigate} />
        </Fragment>
      ))}
    </>
  );
}
