import { useRef, useState } from 'react';
import { Check, Copy, ExternalLink } from 'lucide-react';
import { Trans } from '@lingui/react/macro';
import { Button } from '../../../shared/ui/button';
import { inputClasses } from '../../../shared/ui/form-field';

type CopyState = 'idle' | 'copied' | 'manual';

/**
 * Copies `execCommand` as the old browsers' way when the Clipboard API is missing or refused (an http page,
 * an in-app browser): the text is selected in a field, so a long press copies it if even that fails.
 */
function copyBySelection(input: HTMLInputElement): boolean {
  input.focus();
  input.select();
  input.setSelectionRange(0, input.value.length);
  try {
    return document.execCommand('copy');
  } catch {
    return false;
  }
}

/** A link to share: shown in full (read-only, selectable), a Copy button, and a way to open it. */
export function CopyLink({ url, label }: { url: string; label: string }) {
  const [state, setState] = useState<CopyState>('idle');
  const inputRef = useRef<HTMLInputElement>(null);
  const [copiedUrl, setCopiedUrl] = useState(url);
  if (copiedUrl !== url) {
    // Another course was picked: the "copied" note was about the previous link.
    setCopiedUrl(url);
    setState('idle');
  }

  async function copy() {
    try {
      if (!navigator.clipboard) throw new Error('No clipboard');
      await navigator.clipboard.writeText(url);
      setState('copied');
    } catch {
      setState(inputRef.current && copyBySelection(inputRef.current) ? 'copied' : 'manual');
    }
  }

  return (
    <div>
      <label htmlFor="referral-link" className="mb-1.5 block text-sm font-medium text-slate-800">
        {label}
      </label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <input
          ref={inputRef}
          id="referral-link"
          readOnly
          value={url}
          onFocus={(event) => event.currentTarget.select()}
          className={`${inputClasses(false)} min-w-0 font-mono text-sm`}
        />
        <Button onClick={() => void copy()} className="shrink-0">
          {state === 'copied' ? (
            <Check aria-hidden="true" className="size-4" />
          ) : (
            <Copy aria-hidden="true" className="size-4" />
          )}
          {state === 'copied' ? <Trans>Copied</Trans> : <Trans>Copy link</Trans>}
        </Button>
      </div>
      <div role="status" className="mt-1.5 text-sm">
        {state === 'copied' ? (
          <span className="text-success-700">
            <Trans>Link copied. Paste it in a post, a message or your bio.</Trans>
          </span>
        ) : state === 'manual' ? (
          <span className="text-slate-700">
            <Trans>Your browser did not let us copy: the link is selected, copy it from the box.</Trans>
          </span>
        ) : null}
      </div>
      <a
        href={url}
        target="_blank"
        rel="noreferrer"
        className="mt-1 inline-flex min-h-11 items-center gap-1.5 text-sm font-semibold text-primary-700 hover:underline"
      >
        <ExternalLink aria-hidden="true" className="size-4" />
        <Trans>Open the course page as a visitor sees it</Trans>
      </a>
    </div>
  );
}
