import { useCallback, useEffect, useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  CoverLetterDocument,
  type CoverLetter,
  type CoverLetterDocumentInput,
  type CoverLetterUpdate,
} from '@dokkho/contract/resume';
import { routePath } from '@dokkho/contract/route';
import { resumesRoutes } from '@dokkho/contract/routes/resumes';
import { callApi } from '../../../shared/api/call';
import { apiUrl } from '../../../shared/api/client';
import { useViewerId } from '../../../shared/auth/use-viewer-id';
import { saveFailureStatus, type SaveStatus } from '../lib/use-resume-autosave';
import { resumeKeys } from './resumes';

/**
 * One cover letter per resume (issue 7 item 5): `GET/PUT/DELETE /api/resume/{id}/cover-letter/`. Before
 * the first save the GET answers `exists: false` with a prefilled draft (greeting, sign-off), revision 0.
 */
export const coverLetterKey = (viewerId: string | null, resumeId: number) =>
  [...resumeKeys.all(viewerId), 'cover-letter', resumeId] as const;

export function getCoverLetter(resumeId: number, signal?: AbortSignal): Promise<CoverLetter> {
  return callApi(resumesRoutes.coverLetter, { params: { id: resumeId } }, { signal });
}

/** The whole letter on top of `base_revision` (0 for the first save); 409 RESUME_MESSAGES.stale when older. */
export function putCoverLetter(resumeId: number, body: CoverLetterUpdate): Promise<CoverLetter> {
  return callApi(resumesRoutes.saveCoverLetter, { params: { id: resumeId }, body });
}

export function useCoverLetter(resumeId: number, options: { enabled?: boolean } = {}) {
  const viewerId = useViewerId();
  return useQuery({
    queryKey: coverLetterKey(viewerId, resumeId),
    queryFn: ({ signal }) => getCoverLetter(resumeId, signal),
    enabled: (options.enabled ?? true) && viewerId !== null && Number.isInteger(resumeId) && resumeId > 0,
    // The builder keeps its own working copy; a background refetch must not reset what is being typed.
    staleTime: Infinity,
  });
}

/** The PDF route for downloadPdf (authed). */
export const coverLetterPdfUrl = (resumeId: number) =>
  apiUrl(routePath(resumesRoutes.coverLetterPdf, { id: resumeId }));

// ---------------------------------------------------------------------------------------------------
// Autosave: the builder's rules (issue 7 item 1) for the letter, whole, since it is one small document.

export const COVER_LETTER_AUTOSAVE_MS = 800;

interface LetterDraft {
  base_revision: number;
  saved_at: string;
  document: CoverLetterDocumentInput;
}

const draftKey = (viewerId: string, resumeId: number) => `dokkho:cover-letter-draft:${viewerId}:${resumeId}`;

function readLetterDraft(viewerId: string, resumeId: number): LetterDraft | null {
  try {
    const raw = localStorage.getItem(draftKey(viewerId, resumeId));
    if (!raw) return null;
    const draft = JSON.parse(raw) as Partial<LetterDraft>;
    if (typeof draft.base_revision !== 'number' || typeof draft.document !== 'object' || !draft.document) {
      return null;
    }
    return {
      base_revision: draft.base_revision,
      saved_at: String(draft.saved_at ?? ''),
      document: draft.document,
    };
  } catch {
    // Private mode or a hand-edited value: no draft.
    return null;
  }
}

function writeLetterDraft(viewerId: string, resumeId: number, draft: LetterDraft): void {
  try {
    localStorage.setItem(draftKey(viewerId, resumeId), JSON.stringify(draft));
  } catch {
    // A full quota: the server save still runs.
  }
}

function clearLetterDraft(viewerId: string, resumeId: number): void {
  try {
    localStorage.removeItem(draftKey(viewerId, resumeId));
  } catch {
    // Nothing to clear.
  }
}

/** Field → message, from the contract's schema (the same the server checks). */
export type LetterErrors = Partial<Record<keyof CoverLetterDocument, string>>;

/** The first message of each field; `say` puts it in the language on screen (`useContractMessages`). */
export function letterErrors(
  letter: CoverLetterDocumentInput,
  say: (message: string) => string = (message) => message,
): LetterErrors {
  const result = CoverLetterDocument.safeParse(letter);
  if (result.success) return {};
  const errors: LetterErrors = {};
  for (const issue of result.error.issues) {
    const key = issue.path[0] as keyof CoverLetterDocument | undefined;
    if (key && !errors[key]) errors[key] = say(issue.message);
  }
  return errors;
}

/**
 * Keeps the letter on this device at every keystroke (localStorage, with the revision it was made on) and
 * sends it whole (`PUT`, `base_revision`) once typing pauses. A refresh or a dropped connection loses
 * nothing; a 409 (changed in another tab) or a draft made on an older copy waits for the person to choose.
 */
export function useCoverLetterAutosave(
  resumeId: number,
  server: CoverLetter,
  delayMs = COVER_LETTER_AUTOSAVE_MS,
) {
  const viewerId = useViewerId() ?? 'anonymous';
  const queryClient = useQueryClient();
  const [initial] = useState(() => {
    const draft = readLetterDraft(viewerId, resumeId);
    if (!draft)
      return { letter: server.document as CoverLetterDocumentInput, status: { kind: 'idle' } as SaveStatus };
    const letter = { ...server.document, ...draft.document };
    if (draft.base_revision >= server.revision) return { letter, status: { kind: 'pending' } as SaveStatus };
    return { letter, status: { kind: 'older-draft', savedAt: draft.saved_at } as SaveStatus };
  });
  const [letter, setLetterState] = useState<CoverLetterDocumentInput>(initial.letter);
  const [status, setStatusState] = useState<SaveStatus>(initial.status);
  const letterRef = useRef(initial.letter);
  /**
   * The letter the server holds (by identity): nothing to send when it is the one on screen. A letter never
   * saved (`exists: false`, the prefilled draft) is not on the server yet: the PDF needs it saved first.
   */
  const savedRef = useRef<CoverLetterDocumentInput | null>(
    initial.status.kind === 'idle' && server.exists ? initial.letter : null,
  );
  const revision = useRef(server.revision);
  const statusRef = useRef(initial.status);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const inFlight = useRef<Promise<boolean> | null>(null);

  const setStatus = useCallback((next: SaveStatus) => {
    statusRef.current = next;
    setStatusState(next);
  }, []);

  const saveOnce = useCallback(async (): Promise<boolean> => {
    const kind = statusRef.current.kind;
    if (kind === 'stale' || kind === 'older-draft') return false;
    const sending = letterRef.current;
    if (sending === savedRef.current) return true;
    const parsed = CoverLetterDocument.safeParse(sending);
    if (!parsed.success) {
      setStatus({ kind: 'invalid' });
      return false;
    }
    setStatus({ kind: 'saving' });
    try {
      const saved = await putCoverLetter(resumeId, {
        base_revision: revision.current,
        document: parsed.data,
      });
      revision.current = saved.revision;
      savedRef.current = sending;
      queryClient.setQueryData(coverLetterKey(viewerId === 'anonymous' ? null : viewerId, resumeId), saved);
      if (letterRef.current === sending) {
        clearLetterDraft(viewerId, resumeId);
        setStatus({ kind: 'saved' });
      } else {
        writeLetterDraft(viewerId, resumeId, {
          base_revision: saved.revision,
          saved_at: new Date().toISOString(),
          document: letterRef.current,
        });
        setStatus({ kind: 'pending' });
      }
      return true;
    } catch (error) {
      setStatus(saveFailureStatus(error));
      return false;
    }
  }, [queryClient, resumeId, setStatus, viewerId]);

  /** Saves now; true once the server has what is on screen. */
  const flush = useCallback(async (): Promise<boolean> => {
    if (timer.current) {
      clearTimeout(timer.current);
      timer.current = null;
    }
    // Again while the letter changed during a save: done once the server holds what is on screen.
    for (;;) {
      while (inFlight.current) await inFlight.current;
      const run = saveOnce();
      inFlight.current = run;
      let ok: boolean;
      try {
        ok = await run;
      } finally {
        if (inFlight.current === run) inFlight.current = null;
      }
      if (!ok || letterRef.current === savedRef.current) return ok;
    }
  }, [saveOnce]);

  const schedule = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      timer.current = null;
      void flush();
    }, delayMs);
  }, [delayMs, flush]);

  const update = useCallback(
    (change: Partial<CoverLetterDocumentInput>) => {
      const next = { ...letterRef.current, ...change };
      letterRef.current = next;
      setLetterState(next);
      writeLetterDraft(viewerId, resumeId, {
        base_revision: revision.current,
        saved_at: new Date().toISOString(),
        document: next,
      });
      const kind = statusRef.current.kind;
      if (kind === 'stale' || kind === 'older-draft') return;
      setStatus({ kind: CoverLetterDocument.safeParse(next).success ? 'pending' : 'invalid' });
      schedule();
    },
    [resumeId, schedule, setStatus, viewerId],
  );

  /** Drops what this device holds and shows the server's letter. */
  const loadLatest = useCallback(async () => {
    const latest = await getCoverLetter(resumeId);
    clearLetterDraft(viewerId, resumeId);
    revision.current = latest.revision;
    letterRef.current = latest.document;
    savedRef.current = latest.document;
    setLetterState(latest.document);
    queryClient.setQueryData(coverLetterKey(viewerId === 'anonymous' ? null : viewerId, resumeId), latest);
    setStatus({ kind: 'idle' });
  }, [queryClient, resumeId, setStatus, viewerId]);

  /** Keeps this device's letter: saved over the latest revision. */
  const keepMine = useCallback(async () => {
    const latest = await getCoverLetter(resumeId);
    revision.current = latest.revision;
    savedRef.current = null;
    setStatus({ kind: 'pending' });
    return flush();
  }, [flush, resumeId, setStatus]);

  // Offline: try again as soon as the browser is back online; an unsaved start (a restored draft) goes now.
  useEffect(() => {
    const online = () => {
      if (statusRef.current.kind === 'offline') void flush();
    };
    window.addEventListener('online', online);
    if (statusRef.current.kind === 'pending') schedule();
    return () => {
      window.removeEventListener('online', online);
      if (timer.current) clearTimeout(timer.current);
    };
  }, [flush, schedule]);

  return { letter, status, update, flush, loadLatest, keepMine };
}
