import type { Db } from '../db/connect';

export type StoredAttachment = { contentType: string; fileName: string; bytes: Uint8Array };

/** Stores a visitor's file on their conversation; answers its id. */
export async function insertAttachment(db: Db, conversationId: string, file: StoredAttachment): Promise<string> {
  const row = await db
    .insertInto('conversation_attachments')
    .values({ conversation_id: conversationId, content_type: file.contentType, file_name: file.fileName, bytes: file.bytes, size: file.bytes.byteLength })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A stored file by its id, or nothing. */
export async function attachmentById(db: Db, id: string): Promise<StoredAttachment | undefined> {
  const row = await db.selectFrom('conversation_attachments').select(['content_type', 'file_name', 'bytes']).where('id', '=', id).executeTakeFirst();
  return row && { contentType: row.content_type, fileName: row.file_name, bytes: row.bytes };
}
