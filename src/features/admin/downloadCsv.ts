import { apiBaseUrl } from '../../api/baseApi';

/**
 * The export needs the bearer token, which a plain link cannot send: fetch it, then hand the file
 * to the browser as a download.
 */
export async function downloadWithToken(path: string, token: string | null, fileName: string): Promise<void> {
  const response = await fetch(`${apiBaseUrl()}/${path}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  if (!response.ok) throw new Error(`The export failed (${response.status}).`);
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}
