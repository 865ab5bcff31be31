import { HIRING_LIMITS, HIRING_MESSAGES } from '@dokkho/contract/hiring';
import type { Formatters } from '../../../shared/i18n/format';

/**
 * The client's check of a chosen resume, with the server's own messages (HIRING_MESSAGES): a PDF of at most
 * HIRING_LIMITS.resumeMaxBytes. It saves a long upload on mobile data that the server would refuse anyway;
 * the server still checks the bytes themselves, not the name or the type the phone reports.
 */
export function checkResumeFile(file: File | null | undefined): string | null {
  if (!file) return HIRING_MESSAGES.resumeMissing;
  const pdfByType = file.type === 'application/pdf';
  // Some Android file pickers report no type at all; the name is the next best hint (the server decides).
  const pdfByName = file.type === '' && /\.pdf$/i.test(file.name);
  if (!pdfByType && !pdfByName) return HIRING_MESSAGES.resumeType;
  if (file.size > HIRING_LIMITS.resumeMaxBytes) return HIRING_MESSAGES.resumeTooLarge;
  return null;
}

/** "240 KB", "1.4 MB": a file's size as people read it, in the reader's digits (`format` from useFormat()). */
export function formatFileSize(bytes: number, format: Formatters): string {
  if (bytes < 1024) return `${format.number(bytes)} bytes`;
  if (bytes < 1024 * 1024) return `${format.number(Math.round(bytes / 1024))} KB`;
  return `${format.number(Number((bytes / (1024 * 1024)).toFixed(1)))} MB`;
}
