import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { ApiError, NO_RESPONSE_MESSAGE } from '@dokkho/contract/errors';
import { RESUME_MESSAGES, ResumeDocument, type Resume, type ResumeSettings } from '@dokkho/contract/resume';
import { useViewerId } from '../../../shared/auth/use-viewer-id';
import { getResume, patchResume, storeResume } from '../api/resumes';
import {
  clearDraft,
  isEmptyChange,
  readDraft,
  writeDraft,
  type DocumentSections,
  type LocalDraft,
  type PendingChanges,
} from './builder-draft';

export const AUTOSAVE_DELAY_MS = 800;

export type SaveStatus =
  | { kind: 'idle' }
  /** Typed; the save goes out once typing pauses. */
  | { kind: 'pending' }
  | { kind: 'saving' }
  | { kind: 'saved' }
  /** Some fields are not valid: those sections wait (kept on this device) until they are fixed. */
  | { kind: 'invalid' }
  | { kind: 'offline' }
  | { kind: 'error'; message: string }
  /** 409: the resume changed in another tab or device; nothing is sent until the person chooses. */
  | { kind: 'stale'; message: string }
  /** A draft on this device was made on an older revision than the server's: the person chooses. */
  | { kind: 'older-draft'; savedAt: string };

type Section = keyof ResumeDocument;

function merge(
  server: Resume,
  pending: PendingChanges,
): { document: ResumeDocument; settings: ResumeSettings } {
  return {
    document: { ...server.document, ...pending.document },
    settings: { ...server.settings, ...pending.settings },
  };
}

function isOffline(error: unknown): boolean {
  return (
    (error instanceof ApiError && error.message === NO_RESPONSE_MESSAGE) ||
    (typeof navigator !== 'undefined' && navigator.onLine === false)
  );
}

/** What a failed call says: offline (the draft waits), or the error's message. */
function failureStatus(error: unknown): SaveStatus {
  return isOffline(error)
    ? { kind: 'offline' }
    : { kind: 'error', message: error instanceof Error ? error.message : String(error) };
}

/**
 * What a failed save says: 409 is `stale` (changed in another tab or device; nothing is sent until the
 * person chooses), else as failureStatus. Shared with the cover letter's autosave.
 */
export function saveFailureStatus(error: unknown): SaveStatus {
  if (error instanceof ApiError && error.status === 409) {
    return { kind: 'stale', message: error.message || RESUME_MESSAGES.stale };
  }
  return failureStatus(error);
}

/**
 * The builder's autosave (issue 7 item 1: "no lost typing on refresh or a dropped connection").
 *
 * Every change goes at once into a draft in localStorage (with the revision it was made on), then, once
 * typing pauses for AUTOSAVE_DELAY_MS, to `PATCH resume/{id}/` with only the changed sections and
 * `base_revision`. Sections with invalid fields stay in the draft and are not sent. One save is in flight
 * at a time; what changed meanwhile goes in the next one. Offline, the draft waits and is sent when the
 * browser is back online. A 409 (changed elsewhere) never overwrites: the person loads the latest or
 * explicitly keeps theirs.
 */
export function useResumeAutosave(resume: Resume, options: { delayMs?: number } = {}) {
  const delay = options.delayMs ?? AUTOSAVE_DELAY_MS;
  const viewerId = useViewerId();
  const draftOwner = viewerId ?? 'anonymous';
  const queryClient = useQueryClient();
  const resumeId = resume.id;

  // The first render decides from the draft on this device, so the forms mount with the right values.
  const [initial] = useState(() => {
    const draft = readDraft(draftOwner, resumeId);
    if (!draft)
      return { pending: { document: {} } as PendingChanges, status: { kind: 'idle' } as SaveStatus };
    const pending: PendingChanges = {
      document: draft.document,
      ...(draft.settings ? { settings: draft.settings } : {}),
      ...(draft.title !== undefined ? { title: draft.title } : {}),
    };
    if (draft.base_revision >= resume.revision) {
      return { pending, status: { kind: 'pending' } as SaveStatus, restored: true };
    }
    return {
      pending: { document: {} } as PendingChanges,
      status: { kind: 'older-draft', savedAt: draft.saved_at } as SaveStatus,
      older: draft,
    };
  });

  const server = useRef<Resume>(resume);
  const pending = useRef<PendingChanges>(initial.pending);
  // A restored draft may hold a section that was not valid yet: it stays on the device, unsent, until fixed.
  const invalid = useRef<Set<Section>>(
    new Set(
      (Object.keys(initial.pending.document) as Section[]).filter(
        (key) => !ResumeDocument.shape[key].safeParse(initial.pending.document[key]).success,
      ),
    ),
  );
  const olderDraft = useRef<LocalDraft | null>(initial.older ?? null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const inFlight = useRef<Promise<boolean> | null>(null);
  const statusRef = useRef<SaveStatus>(initial.status);

  const [status, setStatusState] = useState<SaveStatus>(initial.status);
  const [view, setView] = useState(() => merge(resume, initial.pending));
  const [title, setTitle] = useState(initial.pending.title ?? resume.title);
  const [revision, setRevision] = useState(resume.revision);
  /** Bumped when the forms must start again from new values (the latest loaded, a draft applied). */
  const [formKey, setFormKey] = useState(0);

  const setStatus = useCallback((next: SaveStatus) => {
    statusRef.current = next;
    setStatusState(next);
  }, []);

  const refreshView = useCallback(() => {
    setView(merge(server.current, pending.current));
    setTitle(pending.current.title ?? server.current.title);
    setRevision(server.current.revision);
  }, []);

  const persist = useCallback(() => {
    if (isEmptyChange(pending.current)) {
      clearDraft(draftOwner, resumeId);
      return;
    }
    writeDraft(draftOwner, resumeId, {
      base_revision: server.current.revision,
      saved_at: new Date().toISOString(),
      ...pending.current,
    });
  }, [draftOwner, resumeId]);

  /** The changes that can go now: all but the sections with invalid fields. */
  const sendable = useCallback((): PendingChanges => {
    const document: DocumentSections = {};
    for (const [key, value] of Object.entries(pending.current.document) as [Section, unknown][]) {
      if (!invalid.current.has(key)) (document as Record<string, unknown>)[key] = value;
    }
    return {
      document,
      ...(pending.current.settings ? { settings: pending.current.settings } : {}),
      ...(pending.current.title !== undefined ? { title: pending.current.title } : {}),
    };
  }, []);

  const saveOnce = useCallback(async (): Promise<boolean> => {
    const kind = statusRef.current.kind;
    if (kind === 'stale' || kind === 'older-draft') return false;
    const change = sendable();
    if (isEmptyChange(change)) {
      if (invalid.current.size > 0) setStatus({ kind: 'invalid' });
      return invalid.current.size === 0;
    }
    setStatus({ kind: 'saving' });
    try {
      const saved = await patchResume(resumeId, {
        base_revision: server.current.revision,
        ...(Object.keys(change.document).length > 0 ? { document: change.document } : {}),
        ...(change.settings ? { settings: change.settings } : {}),
        ...(change.title !== undefined ? { title: change.title } : {}),
      });
      server.current = saved;
      // Drop what was sent, unless it changed again while the save was on its way.
      const next: PendingChanges = { document: { ...pending.current.document } };
      for (const key of Object.keys(change.document) as Section[]) {
        if (pending.current.document[key] === change.document[key]) delete next.document[key];
      }
      if (pending.current.settings && pending.current.settings !== change.settings) {
        next.settings = pending.current.settings;
      }
      if (pending.current.title !== undefined && pending.current.title !== change.title) {
        next.title = pending.current.title;
      }
      pending.current = next;
      persist();
      storeResume(queryClient, viewerId, saved);
      refreshView();
      setStatus({ kind: invalid.current.size > 0 ? 'invalid' : isEmptyChange(next) ? 'saved' : 'pending' });
      return true;
    } catch (error) {
      setStatus(saveFailureStatus(error));
      return false;
    }
  }, [persist, queryClient, refreshView, resumeId, sendable, setStatus, viewerId]);

  /** Saves now (and again while changes arrived during a save). True when nothing sendable is left. */
  const flush = useCallback(async (): Promise<boolean> => {
    if (timer.current) {
      clearTimeout(timer.current);
      timer.current = null;
    }
    while (inFlight.current) await inFlight.current;
    const run = saveOnce();
    inFlight.current = run;
    try {
      const ok = await run;
      if (ok && !isEmptyChange(sendable())) return flush();
      return ok;
    } finally {
      if (inFlight.current === run) inFlight.current = null;
    }
  }, [saveOnce, sendable]);

  const schedule = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      timer.current = null;
      void flush();
    }, delay);
  }, [delay, flush]);

  /**
   * A step's form changed: `sections` are its whole sections as typed; `valid` says which of them passed
   * the contract's schema (the others are kept here and on the device, but not sent).
   */
  const updateDocument = useCallback(
    (sections: DocumentSections, valid: Partial<Record<Section, boolean>>) => {
      pending.current = { ...pending.current, document: { ...pending.current.document, ...sections } };
      for (const key of Object.keys(sections) as Section[]) {
        if (valid[key] === false) invalid.current.add(key);
        else invalid.current.delete(key);
      }
      persist();
      setView(merge(server.current, pending.current));
      const kind = statusRef.current.kind;
      if (kind === 'stale' || kind === 'older-draft') return;
      setStatus({ kind: invalid.current.size > 0 ? 'invalid' : 'pending' });
      schedule();
    },
    [persist, schedule, setStatus],
  );

  /** Print settings and the title (finalize): saved straight away, no typing pause to wait for. */
  const updateMeta = useCallback(
    (change: { settings?: Partial<ResumeSettings>; title?: string }) => {
      pending.current = {
        ...pending.current,
        ...(change.settings ? { settings: { ...pending.current.settings, ...change.settings } } : {}),
        ...(change.title !== undefined ? { title: change.title } : {}),
      };
      persist();
      refreshView();
      const kind = statusRef.current.kind;
      if (kind === 'stale' || kind === 'older-draft') return Promise.resolve(false);
      return flush();
    },
    [flush, persist, refreshView],
  );

  /** After a 409 or for an older draft: forget the changes on this device and show the server's copy. */
  const loadLatest = useCallback(async () => {
    if (timer.current) clearTimeout(timer.current);
    setStatus({ kind: 'saving' });
    try {
      const latest = await getResume(resumeId);
      server.current = latest;
      pending.current = { document: {} };
      invalid.current.clear();
      olderDraft.current = null;
      clearDraft(draftOwner, resumeId);
      storeResume(queryClient, viewerId, latest);
      refreshView();
      setFormKey((key) => key + 1);
      setStatus({ kind: 'saved' });
    } catch (error) {
      setStatus(failureStatus(error));
    }
  }, [draftOwner, queryClient, refreshView, resumeId, setStatus, viewerId]);

  /**
   * After a 409 or for an older draft, chosen explicitly: put the changes from this device on top of the
   * latest copy (only the sections changed here replace the server's).
   */
  const keepMine = useCallback(async () => {
    if (olderDraft.current) {
      const draft = olderDraft.current;
      pending.current = {
        document: draft.document,
        ...(draft.settings ? { settings: draft.settings } : {}),
        ...(draft.title !== undefined ? { title: draft.title } : {}),
      };
      for (const key of Object.keys(draft.document) as Section[]) {
        if (!ResumeDocument.shape[key].safeParse(draft.document[key]).success) invalid.current.add(key);
      }
    }
    const appliedDraft = olderDraft.current !== null;
    olderDraft.current = null;
    setStatus({ kind: 'saving' });
    try {
      server.current = await getResume(resumeId);
    } catch (error) {
      setStatus(failureStatus(error));
      return false;
    }
    persist();
    refreshView();
    // The forms start again from the draft (set together with the view, so they mount with it).
    if (appliedDraft) setFormKey((key) => key + 1);
    setStatus({ kind: 'pending' });
    return flush();
  }, [flush, persist, refreshView, resumeId, setStatus]);

  /**
   * A newer server copy from another call (the photo upload, sharing): the next save builds on it. The
   * changes waiting here are whole sections, so they still apply on top.
   */
  const adopt = useCallback(
    (fresh: Resume) => {
      if (fresh.id !== resumeId || fresh.revision < server.current.revision) return;
      server.current = fresh;
      persist();
      refreshView();
    },
    [persist, refreshView, resumeId],
  );

  // A draft from this device on the same revision: send it now (a refresh or a dropped connection).
  useEffect(() => {
    if (initial.restored) schedule();
  }, [initial.restored, schedule]);

  // Back online: send what waited.
  useEffect(() => {
    function onOnline() {
      const kind = statusRef.current.kind;
      if (kind === 'offline' || kind === 'error') void flush();
    }
    window.addEventListener('online', onOnline);
    return () => window.removeEventListener('online', onOnline);
  }, [flush]);

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  return {
    document: view.document,
    settings: view.settings,
    title,
    revision,
    status,
    formKey,
    updateDocument,
    updateMeta,
    flush,
    loadLatest,
    keepMine,
    adopt,
  };
}

export type ResumeAutosave = ReturnType<typeof useResumeAutosave>;
