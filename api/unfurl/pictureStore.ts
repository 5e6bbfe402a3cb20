import type { Db } from '../db/connection';

/** Pictures kept: the newest, by when they were drawn. A link posted long ago whose picture went is drawn again as its page is now. */
const KEPT = 2000;
/** How many pictures a process stores between prunes: counting on every store would cost each one a scan. */
const PRUNE_EVERY = 100;

export interface StoredPicture {
  subject: string;
  png: Buffer;
}

/** The drawn pictures, in the database so every process shares them and each version is drawn once. */
export interface PictureStore {
  get(version: string): Promise<StoredPicture | undefined>;
  put(version: string, picture: StoredPicture): Promise<void>;
}

export function createPictureStore(db: Db, reader: Db): PictureStore {
  let stored = 0;
  return {
    async get(version) {
      const row = await reader('unfurl_pictures').where({ version }).first('subject', 'png');
      return row ? { subject: row.subject as string, png: Buffer.from(row.png as Uint8Array) } : undefined;
    },
    async put(version, { subject, png }) {
      // Another process may have drawn the same version meanwhile: the same picture, so either row will do.
      await db('unfurl_pictures').insert({ version, subject, png, created_at: new Date().toISOString() }).onConflict('version').ignore();
      if (++stored % PRUNE_EVERY !== 0) return;
      const cutoff = await db('unfurl_pictures').orderBy('created_at', 'desc').offset(KEPT).first('created_at');
      if (cutoff) await db('unfurl_pictures').where('created_at', '<=', cutoff.created_at).del();
    },
  };
}
