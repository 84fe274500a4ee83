import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { STORAGE_KEY, type Storage, fileUrl } from './types';

const TYPES: Record<string, string> = { png: 'image/png', jpg: 'image/jpeg', webp: 'image/webp' };

/** Files under one directory (DATA_DIR/files by default). */
export function localStorage(root: string): Storage {
  const pathOf = (key: string) => {
    if (!STORAGE_KEY.test(key)) throw new Error(`bad storage key ${key}`);
    return join(root, key);
  };
  return {
    put: async (key, body) => {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      // Write then rename: a reader never sees half a file.
      const tmp = `${path}.${process.pid}.tmp`;
      await writeFile(tmp, body);
      await rename(tmp, path);
    },
    get: async (key) => {
      try {
        const body = await readFile(pathOf(key));
        return { body, contentType: TYPES[key.split('.').pop()!] ?? 'application/octet-stream' };
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw err;
      }
    },
    url: fileUrl,
  };
}

/** In memory: tests with DATA_DIR=memory://. */
export function memoryStorage(): Storage {
  const objects = new Map<string, { body: Buffer; contentType: string }>();
  return {
    put: async (key, body, contentType) => void objects.set(key, { body, contentType }),
    get: async (key) => objects.get(key) ?? null,
    url: fileUrl,
  };
}
