/**
 * Authentication photos (issue 18): staff attach photos of what they checked (serial, stamps,
 * hardware) to a received piece's authentication, stored and re-encoded to WebP like the seller's
 * photos (lib/images storeImages). Attached before the result, they are shown with the
 * authentication's timeline line; attached after it, they get a timeline line of their own. Both the
 * staff page and the seller's timeline show them.
 */
import { CONSIGNMENT_MAX_PHOTOS } from '@shop/shared';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { audit } from '../../lib/audit';
import type { AuthUser } from '../../lib/auth';
import { AppError, badRequest } from '../../lib/errors';
import { removeStoredImages, storeImages } from '../../lib/images';
import type { UploadedFile } from '../../lib/multipart';
import type { Storage } from '../../lib/storage';
import { addTimelineLine, afterStep, loadSubmission, step, type SubmissionRow } from './common';

/** The steps at which the piece is in the studio and its authentication can carry photos. */
const PHOTO_STEPS = new Set(['received', 'authenticated', 'auth_failed']);

function assertRoom(row: SubmissionRow, adding: number): void {
  if (!PHOTO_STEPS.has(row.status)) throw new AppError(409, 'INVALID_TRANSITION', 'Authentication photos can be added once the piece is received, until it is listed.');
  const room = CONSIGNMENT_MAX_PHOTOS - (row.auth_photos ?? []).length;
  if (adding > room) {
    const message =
      room === 0
        ? `This piece has ${CONSIGNMENT_MAX_PHOTOS} authentication photos, the most it can have.`
        : `Add at most ${room} more authentication photo${room === 1 ? '' : 's'} (${CONSIGNMENT_MAX_PHOTOS} in all).`;
    throw badRequest('VALIDATION_FAILED', message, [{ path: 'body.photos', message }]);
  }
}

export async function attachAuthenticationPhotos(db: Db, storage: Storage, actor: AuthUser, id: string, files: readonly UploadedFile[], now: Date) {
  if (files.length === 0) throw badRequest('VALIDATION_FAILED', 'Please add at least one photo.', [{ path: 'body.photos', message: 'Please add at least one photo.' }]);
  // Checked before the images are made, and again under the row lock once they are.
  assertRoom(await loadSubmission(db, id), files.length);
  const images = await storeImages(storage, files, 'consignment');
  const urls = images.map((image) => image.url);
  try {
    return await step(db, id, undefined, async (tx, row) => {
      assertRoom(row, urls.length);
      await tx.execute(sql`UPDATE consignment_submissions SET auth_photos = auth_photos || ${JSON.stringify(urls)}::jsonb, updated_at = ${now} WHERE id = ${id}`);
      if (row.status !== 'received') {
        await addTimelineLine(tx, id, row.status, `Authentication photo${urls.length === 1 ? '' : 's'} added`, actor.id, now, urls);
      }
      await audit(tx, actor.id, 'consignment.auth-photos', 'consignment', id, { photos: urls }, now);
      return afterStep(tx, id, now);
    });
  } catch (err) {
    await removeStoredImages(storage, images);
    throw err;
  }
}
