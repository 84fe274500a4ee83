/** A stored object. */
export type StoredObject = { body: Buffer; contentType: string };

/**
 * Where uploaded files live. Keys are relative paths such as
 * `t1/signatures/<sha256>.png`; the first segment is always the tenant.
 */
export type Storage = {
  put: (key: string, body: Buffer, contentType: string) => Promise<void>;
  /** Null when there is no such object. */
  get: (key: string) => Promise<StoredObject | null>;
  /** The address the browser uses (served by the upload module, which checks the tenant). */
  url: (key: string) => string;
};

/** Keys the storage accepts: no '..', no leading slash, a conservative alphabet. */
export const STORAGE_KEY = /^t\d+\/[a-z-]+\/[a-f0-9]{16,64}\.(png|jpg|webp)$/;

/** The public path of a stored file. */
export const FILES_PATH = '/api/v1/upload/files';

export function fileUrl(key: string): string {
  return `${FILES_PATH}/${key}`;
}

/** The key behind a url made by {@link fileUrl}, or null for anything else. */
export function keyOfUrl(url: string): string | null {
  if (!url.startsWith(`${FILES_PATH}/`)) return null;
  const key = url.slice(FILES_PATH.length + 1);
  return STORAGE_KEY.test(key) ? key : null;
}
