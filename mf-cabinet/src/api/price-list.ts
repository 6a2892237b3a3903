import { AxiosError } from 'axios';
import { LONG_REQUEST_TIMEOUT, type PriceListFormat } from '@shop/shared/cache';
import { apiClient, apiErrorMessage } from '@shop/shared/api';

/** Formats of the price list (SPEC §9). */

export interface PriceListFile {
  blob: Blob;
  fileName: string;
}

/**
 * The file name of a `Content-Disposition` header: the UTF-8 `filename*` (RFC 5987) when present, else the
 * plain `filename`, else `fallback`.
 */
export function fileNameOf(disposition: string | undefined, fallback: string): string {
  const encoded = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(disposition ?? '')?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded.trim());
    } catch {
      // a broken escape: the plain name below
    }
  }
  return /filename\s*=\s*"([^"]+)"/i.exec(disposition ?? '')?.[1] ?? fallback;
}

/** The message of a failed download: the error body arrives as a Blob, like the file would have. */
export async function priceListErrorMessage(error: unknown): Promise<string> {
  const data: unknown = error instanceof AxiosError ? error.response?.data : undefined;
  if (data instanceof Blob) {
    try {
      const body = JSON.parse(await data.text()) as { message?: unknown };
      if (typeof body.message === 'string' && body.message) return body.message;
    } catch {
      // not JSON: the general message below
    }
  }
  return apiErrorMessage(error);
}

/** The user's price list (SPEC §7 Price list): `onProgress` gets the bytes received so far. */
export const priceListApi = {
  download: (format: PriceListFormat, onProgress?: (bytes: number) => void, signal?: AbortSignal) =>
    apiClient
      .get<Blob>(`/api/pricelist/download.${format}`, {
        responseType: 'blob',
        timeout: LONG_REQUEST_TIMEOUT,
        signal,
        onDownloadProgress: (event) => onProgress?.(event.loaded),
      })
      .then((response): PriceListFile => ({
        blob: response.data,
        fileName: fileNameOf(String(response.headers['content-disposition'] ?? ''), `price-list.${format}`),
      })),
};
