import type { ResumeDocument, ResumeSettings } from '@dokkho/contract/resume';

/** The sections a step edits, as the step's form holds them (maybe not valid yet). */
export type DocumentSections = Partial<ResumeDocument>;

/** Everything the builder may change: sections, print settings, the title. */
export interface PendingChanges {
  document: DocumentSections;
  settings?: Partial<ResumeSettings>;
  title?: string;
}

/**
 * What the builder keeps on this device until the server has it: the changes and the revision they were
 * made on. A refresh, a closed tab or a dropped connection loses nothing; on the next visit the page
 * applies it (same revision) or asks first (the resume changed elsewhere since).
 */
export interface LocalDraft extends PendingChanges {
  base_revision: number;
  saved_at: string;
}

const PREFIX = 'dokkho:resume-draft';

export const draftKey = (viewerId: string, resumeId: number) => `${PREFIX}:${viewerId}:${resumeId}`;

export function isEmptyChange(change: PendingChanges): boolean {
  return (
    Object.keys(change.document).length === 0 &&
    (change.settings === undefined || Object.keys(change.settings).length === 0) &&
    change.title === undefined
  );
}

export function readDraft(viewerId: string, resumeId: number): LocalDraft | null {
  try {
    const raw = localStorage.getItem(draftKey(viewerId, resumeId));
    if (!raw) return null;
    const draft = JSON.parse(raw) as Partial<LocalDraft>;
    if (typeof draft.base_revision !== 'number' || typeof draft.document !== 'object' || !draft.document) {
      return null;
    }
    const parsed: LocalDraft = {
      base_revision: draft.base_revision,
      saved_at: typeof draft.saved_at === 'string' ? draft.saved_at : '',
      document: draft.document,
      ...(draft.settings ? { settings: draft.settings } : {}),
      ...(typeof draft.title === 'string' ? { title: draft.title } : {}),
    };
    return isEmptyChange(parsed) ? null : parsed;
  } catch {
    // Private mode, or a hand-edited value: no draft.
    return null;
  }
}

export function writeDraft(viewerId: string, resumeId: number, draft: LocalDraft): boolean {
  try {
    localStorage.setItem(draftKey(viewerId, resumeId), JSON.stringify(draft));
    return true;
  } catch {
    // A full quota: the server copy is all there is; the status line still says whether it saved.
    return false;
  }
}

export function clearDraft(viewerId: string, resumeId: number): void {
  try {
    localStorage.removeItem(draftKey(viewerId, resumeId));
  } catch {
    // Nothing to clear.
  }
}
