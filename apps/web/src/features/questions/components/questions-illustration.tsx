/** Two speech bubbles, a question and an answer: the empty state of the question lists. */
export function QuestionsIllustration() {
  return (
    <svg viewBox="0 0 160 120" aria-hidden="true" className="size-full">
      <rect x="14" y="18" width="88" height="54" rx="14" className="fill-primary-100" />
      <path d="M34 72 L30 90 L50 72 Z" className="fill-primary-100" />
      <text x="58" y="56" textAnchor="middle" className="fill-primary-700" fontSize="34" fontWeight="700">
        ?
      </text>
      <rect x="62" y="52" width="84" height="50" rx="14" className="fill-accent-100" />
      <path d="M124 102 L130 116 L112 102 Z" className="fill-accent-100" />
      <rect x="76" y="66" width="54" height="6" rx="3" className="fill-accent-500" />
      <rect x="76" y="80" width="38" height="6" rx="3" className="fill-accent-500" opacity="0.6" />
    </svg>
  );
}
