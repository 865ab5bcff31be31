import { useMutation } from '@tanstack/react-query';
import { routePath } from '@dokkho/contract/route';
import { commerceRoutes } from '@dokkho/contract/routes/commerce';
import { apiUrl } from '../../../shared/api/client';
import { fetchPrivateFile } from '../../../shared/api/fetch-private-file';
import { withDocumentLanguage } from '../../../shared/i18n/document-url';
import { saveBlob } from '../../../shared/lib/save-blob';

/**
 * `GET /api/payment/orders/{token}/invoice/` (bearer): the PDF invoice of a paid order. It needs the
 * Authorization header, which a plain link cannot send, so it is fetched here and saved from a blob. It
 * asks for the interface's language (`?lang=`).
 */
export function fetchInvoice(token: string): Promise<Blob> {
  return fetchPrivateFile(withDocumentLanguage(apiUrl(routePath(commerceRoutes.invoice, { token }))));
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
