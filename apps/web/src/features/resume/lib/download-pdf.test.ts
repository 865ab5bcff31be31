import { RESUME_PDF_MESSAGES } from '@dokkho/contract/resume';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { downloadPdf } from './download-pdf';

const pdfBytes = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d]); // "%PDF-"

function jsonReply(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

describe('downloadPdf', () => {
  const print = vi.fn();
  const createObjectURL = vi.fn(() => 'blob:resume');
  const revokeObjectURL = vi.fn();
  let clicked: HTMLAnchorElement[] = [];

  beforeEach(() => {
    vi.stubGlobal('print', print);
    URL.createObjectURL = createObjectURL;
    URL.revokeObjectURL = revokeObjectURL;
    clicked = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    print.mockReset();
    createObjectURL.mockClear();
  });

  it('saves the PDF under the file name when the server renders it', async () => {
    const fetchMock = vi.fn(
      async () => new Response(pdfBytes, { headers: { 'Content-Type': 'application/pdf' } }),
    );
    vi.stubGlobal('fetch', fetchMock);
    await expect(
      downloadPdf({ url: '/api/resume/public/tok/pdf/', fileName: 'Rahim resume.pdf', authed: false }),
    ).resolves.toBe('downloaded');
    expect(fetchMock).toHaveBeenCalledWith('/api/resume/public/tok/pdf/', expect.anything());
    expect(clicked).toHaveLength(1);
    expect(clicked[0]!.download).toBe('Rahim resume.pdf');
    expect(clicked[0]!.href).toBe('blob:resume');
    expect(print).not.toHaveBeenCalled();
  });

  it('opens the print dialog and says so when the server has no PDF renderer (503)', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonReply(503, { detail: RESUME_PDF_MESSAGES.unavailable })),
    );
    await expect(
      downloadPdf({ url: '/api/resume/public/tok/pdf/', fileName: 'r.pdf', authed: false }),
    ).resolves.toBe('printed');
    expect(print).toHaveBeenCalledTimes(1);
    expect(clicked).toHaveLength(0);
  });

  it('also falls back to printing for the owner (authed) on 503', async () => {
    const fetchMock = vi.fn(async () => jsonReply(503, { detail: RESUME_PDF_MESSAGES.unavailable }));
    vi.stubGlobal('fetch', fetchMock);
    await expect(downloadPdf({ url: '/api/resume/7/pdf/', fileName: 'r.pdf', authed: true })).resolves.toBe(
      'printed',
    );
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/resume/7/pdf/',
      expect.objectContaining({ credentials: 'include' }),
    );
    expect(print).toHaveBeenCalledTimes(1);
  });

  it('passes other errors on without printing', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonReply(404, { detail: 'Resume not found.' })),
    );
    await expect(
      downloadPdf({ url: '/api/resume/7/pdf/', fileName: 'r.pdf', authed: false }),
    ).rejects.toMatchObject({ status: 404, message: 'Resume not found.' });
    expect(print).not.toHaveBeenCalled();
  });
});
