import { COURSE_EDITOR_MESSAGES } from '@dokkho/contract/course-editor';
import { AppError } from '../../lib/app-error';

/** A lesson resource's kind, decided from its bytes: the file name and declared type are never trusted. */
export interface ResourceKind {
  extension: string;
  contentType: string;
}

const OFFICE = new Map([
  ['docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
  ['xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
  ['pptx', 'application/vnd.openxmlformats-officedocument.presentationml.presentation'],
]);
const TEXT_EXTENSIONS = new Set(['txt', 'csv', 'md', 'sql', 'py', 'js', 'json']);

const startsWith = (bytes: Buffer, signature: number[]) => signature.every((byte, i) => bytes[i] === byte);

/** Valid UTF-8 without NUL or other control bytes (tabs and line breaks aside): a plain-text file. */
function isPlainText(bytes: Buffer): boolean {
  const text = new TextDecoder('utf-8', { fatal: false }).decode(bytes);
  if (text.includes('\uFFFD')) return false;
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    // Tab, line feed and carriage return are text; other control characters are not.
    if (code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d) return false;
  }
  return true;
}

/**
 * PDF, ZIP (and the Office formats, which are ZIPs: kept as .docx/.xlsx/.pptx when named so), PNG,
 * JPEG, or plain text; anything else is a 400. An HTML or SVG file is never served from our origin.
 */
export function resourceKind(bytes: Buffer, fileName: string): ResourceKind {
  const named = /\.([a-z0-9]{1,5})$/i.exec(fileName)?.[1]?.toLowerCase() ?? '';
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d]))
    return { extension: 'pdf', contentType: 'application/pdf' };
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04])) {
    const office = OFFICE.get(named);
    return office
      ? { extension: named, contentType: office }
      : { extension: 'zip', contentType: 'application/zip' };
  }
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) {
    return { extension: 'png', contentType: 'image/png' };
  }
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return { extension: 'jpg', contentType: 'image/jpeg' };
  const head = bytes.subarray(0, 512).toString('latin1').toLowerCase();
  if (isPlainText(bytes) && !/<(?:!doctype|html|svg|script)/.test(head)) {
    return TEXT_EXTENSIONS.has(named)
      ? { extension: named, contentType: 'text/plain; charset=utf-8' }
      : { extension: 'txt', contentType: 'text/plain; charset=utf-8' };
  }
  throw AppError.badRequest(COURSE_EDITOR_MESSAGES.resourceType);
}

/** The name learners see: the file's own, without folders or control characters. */
export function resourceTitle(fileName: string): string {
  const base = fileName.split(/[\\/]/).pop() ?? '';
  const clean = [...base]
    .filter((char) => char.charCodeAt(0) >= 0x20 && char.charCodeAt(0) !== 0x7f)
    .join('')
    .trim()
    .slice(0, 200);
  return clean || 'Resource';
}

/**
 * The name a download offers to save the file as: its own, ending in the extension its content was
 * recognised as, so a text file named `notes.html` is saved as `notes.html.txt` and never opened as a page.
 */
export function resourceFileName(fileName: string, extension: string): string {
  const name = resourceTitle(fileName);
  return name.toLowerCase().endsWith(`.${extension}`) ? name : `${name}.${extension}`;
}
