import type { Db } from '../db/connect';
import type { CheckedChannelImage } from './channelImagesCheck';

/** A live channel's company (the company an upload's right is checked in), or nothing. */
export async function liveChannelCompany(db: Db, channelId: string): Promise<{ channelId: string; companyId: string } | undefined> {
  const row = await db.selectFrom('channels').select(['id', 'company_id']).where('id', '=', channelId).where('status', '=', 'ACTIVE').executeTakeFirst();
  return row && { channelId: row.id, companyId: row.company_id };
}

/** Stores a checked image of a channel; answers its id. */
export async function insertChannelImage(db: Db, owner: { channelId: string; companyId: string }, image: CheckedChannelImage, bytes: Uint8Array): Promise<string> {
  const row = await db
    .insertInto('channel_images')
    .values({
      channel_id: owner.channelId,
      company_id: owner.companyId,
      content_type: image.contentType,
      bytes,
      width: image.width,
      height: image.height,
      size: image.size,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Images are served while their channel is live: a DELETED channel's images are gone for visitors. */
const liveImage = (db: Db, id: string) =>
  db.selectFrom('channel_images as image').innerJoin('channels as channel', 'channel.id', 'image.channel_id').where('image.id', '=', id).where('channel.status', '=', 'ACTIVE');

/** The content type of a served image, without reading its bytes (a revalidation). */
export async function channelImageType(db: Db, id: string): Promise<string | undefined> {
  return (await liveImage(db, id).select('image.content_type').executeTakeFirst())?.content_type;
}

/** A served image: its content type and bytes. */
export async function channelImage(db: Db, id: string): Promise<{ contentType: string; bytes: Uint8Array } | undefined> {
  const row = await liveImage(db, id).select(['image.content_type', 'image.bytes']).executeTakeFirst();
  return row && { contentType: row.content_type, bytes: row.bytes };
}
