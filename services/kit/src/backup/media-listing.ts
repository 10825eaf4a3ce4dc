import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';

export interface MediaFile {
  /** Its path inside the media folder, with forward slashes. */
  name: string;
  bytes: number;
}

/**
 * Every finished file of the media folder. Names starting with a dot are left out: the catalog writes a picture's
 * variants into a hidden folder and renames it into place (docs/decisions.md 121), so what a dot hides is half
 * written. A file that goes while it is listed is simply not listed.
 */
export async function listMedia(root: string, dir = ''): Promise<MediaFile[]> {
  const entries = await readdir(path.join(root, dir), { withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  const files: MediaFile[] = [];
  for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
    if (entry.name.startsWith('.')) continue;
    const name = dir ? `${dir}/${entry.name}` : entry.name;
    if (entry.isDirectory()) files.push(...(await listMedia(root, name)));
    else if (entry.isFile()) {
      const info = await stat(path.join(root, name)).catch(() => undefined);
      if (info) files.push({ name, bytes: info.size });
    }
  }
  return files;
}
