import type { AdminClient } from './admin-client';

/**
 * Fetches a file through the admin client (so an expired access token is refreshed like for any call) and
 * hands it to the browser as a download, named as the server's Content-Disposition says.
 */
export async function downloadFile(client: AdminClient, path: string, fallbackName: string): Promise<void> {
  const response = await client.request(path, { headers: { accept: 'text/csv' } });
  const disposition = response.headers.get('content-disposition') ?? '';
  const name = /filename="([^"]+)"/.exec(disposition)?.[1] ?? fallbackName;
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next turn: some browsers start the download only after the click's task has ended.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
