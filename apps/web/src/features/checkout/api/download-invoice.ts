import { useMutation } from '@tanstack/react-query';
import { ApiError } from '@dokkho/contract/errors';
import { apiUrl } from '../../../shared/api/client';
import { ensureFreshAccessToken } from '../../../shared/auth/session-refresh';
import { clearSession, getAccessToken } from '../../../shared/auth/token-store';
import { saveBlob } from '../lib/save-blob';

/**
 * `GET /api/payment/orders/{token}/invoice/` (bearer): the PDF invoice of a paid order. It needs the
 * Authorization header, which a plain link cannot send, so it is fetched here and saved from a blob. Not
 * through apiRequest: that one reads every reply as text.
 */
export async function fetchInvoice(token: string): Promise<Blob> {
  await ensureFreshAccessToken();
  const access = getAccessToken();
  let response: Response;
  try {
    response = await fetch(apiUrl(`payment/orders/${token}/invoice/`), {
      headers: { Accept: 'application/pdf', ...(access ? { Authorization: `Bearer ${access}` } : {}) },
      credentials: 'include',
    });
  } catch (error) {
    throw ApiError.noResponse(error);
  }
  if (!response.ok) {
    // SPEC.md §4: any 401 signs the user out on this device, as every other call does.
    if (response.status === 401) clearSession();
    const text = await response.text();
    let body: unknown = text;
    if (response.headers.get('content-type')?.includes('json')) {
      try {
        body = JSON.parse(text);
      } catch {
        body = text;
      }
    }
    throw ApiError.fromResponse(response.status, body);
  }
  return response.blob();
}

/** "DKH-INV-2026-000042.pdf", or the order's token when it has no number yet. */
export function invoiceFileName(invoiceNumber: string | null, token: string): string {
  return `${invoiceNumber ?? `dokkho-order-${token}`}.pdf`;
}

export function useDownloadInvoice(token: string, invoiceNumber: string | null) {
  return useMutation({
    mutationFn: async () => {
      const blob = await fetchInvoice(token);
      saveBlob(blob, invoiceFileName(invoiceNumber, token));
    },
  });
}
