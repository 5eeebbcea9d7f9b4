import {
  CONSIGNMENT_MAX_PHOTOS,
  ConsignmentAuthenticateBodySchema,
  ConsignmentIntakeQuerySchema,
  ConsignmentLedgerResponseSchema,
  ConsignmentListBodySchema,
  ConsignmentListingPrefillResponseSchema,
  ConsignmentNoteBodySchema,
  ConsignmentPaidBodySchema,
  ConsignmentPayoutListResponseSchema,
  ConsignmentPayoutQuerySchema,
  ConsignmentPayoutResponseSchema,
  ConsignmentPickupBodySchema,
  ConsignmentPriceDropBodySchema,
  ConsignmentQuoteBodySchema,
  ConsignmentReasonBodySchema,
  ConsignmentSettingsBodySchema,
  ConsignmentSettingsResponseSchema,
  ConsignmentSubmissionListResponseSchema,
  ConsignmentSubmissionResponseSchema,
  ConsignmentSubmitFieldsSchema,
  envelope,
} from '@shop/shared';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser, requireUser } from '../../lib/auth';
import { badRequest, notFound } from '../../lib/errors';
import { readMultipartForm } from '../../lib/multipart';
import { LIMITS, enforce } from '../../lib/rate-limit';
import { idParams } from '../../lib/ids';
import { attachAuthenticationPhotos } from './auth-photos';
import { NOT_FOUND_MESSAGE } from './common';
import * as payouts from './payouts';
import * as sellerSteps from './seller-steps';
import * as consignment from './service';
import { getConsignmentSettings, saveConsignmentSettings } from './settings';
import { ok } from '../../lib/envelope';

const SubmissionParams = idParams('id', 'NOT_FOUND', NOT_FOUND_MESSAGE);
const PayoutParams = idParams('id', 'NOT_FOUND', payouts.PAYOUT_NOT_FOUND);
const SellerParams = idParams('id', 'NOT_FOUND', payouts.SELLER_NOT_FOUND);

const tags = ['Consignment'];
const security = [{ bearer: [] }];

/** The seller's side, under /api/seller: any signed-in shopper, only their own rows (another's answers 404). */
export const consignmentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, clock, config, storage } = app.deps;
  await app.register(
    async (s) => {
      const seller = s.withTypeProvider<ZodTypeProvider>();
      seller.addHook('onRequest', requireUser);
      seller.post(
        '/submissions',
        {
          schema: {
            tags,
            security,
            consumes: ['multipart/form-data'],
            description: `multipart/form-data: house, productName, category, condition, included (comma-separated: box, dust-bag, card, receipt), purchaseYear, askingPrice, description, phone, pickupAddress, and 1 to ${CONSIGNMENT_MAX_PHOTOS} photos (JPEG, PNG, WebP, GIF or AVIF, 5 MB each) as \`photos\`.`,
            response: { 201: ConsignmentSubmissionResponseSchema },
          },
        },
        async (req, reply) => {
          await enforce(req, [LIMITS.formPerAccount('consignment', currentUser(req).id)]);
          const { fields, files } = await readMultipartForm(req, 'photo', CONSIGNMENT_MAX_PHOTOS);
          const parsed = ConsignmentSubmitFieldsSchema.safeParse(fields);
          if (!parsed.success) {
            const details = parsed.error.issues.map((i) => ({
              path: `body.${i.path.map(String).join('.')}`,
              message: i.code === 'unrecognized_keys' ? `Unknown field: ${i.keys.join(', ')}.` : i.message,
            }));
            throw badRequest('VALIDATION_FAILED', details[0]!.message, details);
          }
          if (files.length === 0)
            throw badRequest('VALIDATION_FAILED', 'Please add at least one photo of your piece.', [{ path: 'body.photos', message: 'Please add at least one photo of your piece.' }]);
          const data = await consignment.submitConsignment(db, storage, currentUser(req), parsed.data, files, config.shopEmail, clock.now());
          return reply.status(201).send(ok(data, 'Thank you! We have your piece and send you a quote shortly.'));
        },
      );
      seller.get('/submissions', { schema: { tags, security, response: { 200: ConsignmentSubmissionListResponseSchema } } }, async (req) =>
        ok(await consignment.listSubmissions(db, { sellerId: currentUser(req).id }, clock.now())),
      );
      seller.get('/submissions/:id', { schema: { tags, security, params: SubmissionParams, response: { 200: ConsignmentSubmissionResponseSchema } } }, async (req) =>
        ok(await consignment.getSubmission(db, req.params.id, currentUser(req).id, clock.now())),
      );
      for (const [path, accept, message] of [
        ['quote/accept', true, 'Quote accepted. We book your free pickup next.'],
        ['quote/decline', false, 'Quote declined.'],
      ] as const) {
        seller.post(`/submissions/:id/${path}`, { schema: { tags, security, params: SubmissionParams, response: { 200: ConsignmentSubmissionResponseSchema } } }, async (req) =>
          ok(await sellerSteps.answerQuote(db, currentUser(req), req.params.id, accept, clock.now()), message),
        );
      }
      for (const [path, accept, message] of [
        ['price-drop/accept', true, 'New price agreed.'],
        ['price-drop/decline', false, 'The price stays as it is.'],
      ] as const) {
        seller.post(
          `/submissions/:id/${path}`,
          { config: { settle: true }, schema: { tags, security, params: SubmissionParams, response: { 200: ConsignmentSubmissionResponseSchema } } },
          async (req) => ok(await sellerSteps.answerPriceDrop(db, currentUser(req), req.params.id, accept, clock.now()), message),
        );
      }
      seller.post(
        '/submissions/:id/ask-back',
        { config: { settle: true }, schema: { tags, security, params: SubmissionParams, response: { 200: ConsignmentSubmissionResponseSchema } } },
        async (req) => ok(await sellerSteps.askPieceBack(db, currentUser(req), req.params.id, clock.now()), 'We have your request.'),
      );
      seller.get('/payouts', { schema: { tags, security, response: { 200: ConsignmentPayoutListResponseSchema } } }, async (req) =>
        ok(await payouts.listPayouts(db, { sellerId: currentUser(req).id })),
      );
      seller.get('/payouts/:id', { schema: { tags, security, params: PayoutParams, response: { 200: ConsignmentPayoutResponseSchema } } }, async (req) => {
        const found = (await payouts.listPayouts(db, { sellerId: currentUser(req).id })).find((p) => p._id === req.params.id);
        if (!found) throw notFound('NOT_FOUND', payouts.PAYOUT_NOT_FOUND);
        return ok(found);
      });
      seller.get('/ledger', { schema: { tags, security, response: { 200: ConsignmentLedgerResponseSchema } } }, async (req) => ok(await payouts.sellerLedger(db, currentUser(req).id)));
    },
    { prefix: '/seller' },
  );
};

/** The staff's side, under /api/admin/consignment (the admin guard is the parent's). */
export const consignmentAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, clock, storage } = app.deps;
  const t = ['Back office'];
  const one = { params: SubmissionParams, response: { 200: ConsignmentSubmissionResponseSchema } };
  await app.register(
    async (s) => {
      const staff = s.withTypeProvider<ZodTypeProvider>();
      staff.get('/submissions', { schema: { tags: t, querystring: ConsignmentIntakeQuerySchema, response: { 200: ConsignmentSubmissionListResponseSchema } } }, async (req) =>
        ok(await consignment.listSubmissions(db, { status: req.query.status, q: req.query.q, sellerId: req.query.seller }, clock.now())),
      );
      staff.get('/submissions/:id', { schema: { tags: t, ...one } }, async (req) => ok(await consignment.getSubmission(db, req.params.id, undefined, clock.now())));
      staff.get('/submissions/:id/listing-prefill', { schema: { tags: t, params: SubmissionParams, response: { 200: ConsignmentListingPrefillResponseSchema } } }, async (req) =>
        ok(await consignment.listingPrefill(db, req.params.id)),
      );
      staff.post('/submissions/:id/quote', { schema: { tags: t, ...one, body: ConsignmentQuoteBodySchema } }, async (req) =>
        ok(await consignment.quoteSubmission(db, currentUser(req), req.params.id, req.body.listing_price, req.body.note, clock.now()), 'Quote sent; the seller has it by email and in their portal.'),
      );
      staff.post('/submissions/:id/decline', { schema: { tags: t, ...one, body: ConsignmentReasonBodySchema } }, async (req) =>
        ok(await consignment.declineSubmission(db, currentUser(req), req.params.id, req.body.reason, clock.now()), 'Submission declined; the seller has been told.'),
      );
      staff.post('/submissions/:id/pickup', { schema: { tags: t, ...one, body: ConsignmentPickupBodySchema } }, async (req) =>
        ok(await consignment.schedulePickup(db, currentUser(req), req.params.id, req.body.pickup_at, req.body.note, clock.now()), 'Pickup scheduled; the seller has the date.'),
      );
      staff.post('/submissions/:id/receive', { schema: { tags: t, ...one, body: ConsignmentNoteBodySchema } }, async (req) =>
        ok(await consignment.receivePiece(db, currentUser(req), req.params.id, req.body.note, clock.now()), 'Piece received.'),
      );
      staff.post('/submissions/:id/authenticate', { schema: { tags: t, ...one, body: ConsignmentAuthenticateBodySchema } }, async (req) =>
        ok(
          await consignment.authenticatePiece(db, currentUser(req), req.params.id, req.body.result, req.body.notes, clock.now()),
          req.body.result === 'pass' ? 'Authenticated: create the listing next.' : 'Failed authentication recorded; the piece goes back to the seller.',
        ),
      );
      staff.post(
        '/submissions/:id/authentication-photos',
        {
          schema: {
            tags: t,
            params: SubmissionParams,
            consumes: ['multipart/form-data'],
            description: `1 to ${CONSIGNMENT_MAX_PHOTOS} photos (JPEG, PNG, WebP, GIF or AVIF, 5 MB each) as \`photos\`, ${CONSIGNMENT_MAX_PHOTOS} in all per piece; from receipt until the piece is listed.`,
            response: { 200: ConsignmentSubmissionResponseSchema },
          },
        },
        async (req) => {
          const { files } = await readMultipartForm(req, 'photo', CONSIGNMENT_MAX_PHOTOS);
          return ok(
            await attachAuthenticationPhotos(db, storage, currentUser(req), req.params.id, files, clock.now()),
            `${files.length} photo${files.length === 1 ? '' : 's'} added to the authentication.`,
          );
        },
      );
      staff.post('/submissions/:id/list', { schema: { tags: t, ...one, body: ConsignmentListBodySchema } }, async (req) =>
        ok(await consignment.linkListing(db, currentUser(req), req.params.id, req.body.product_id, clock.now()), 'Listed; the product records its consignor.'),
      );
      staff.post('/submissions/:id/price-drop', { schema: { tags: t, ...one, body: ConsignmentPriceDropBodySchema } }, async (req) =>
        ok(await consignment.proposePriceDrop(db, currentUser(req), req.params.id, req.body.price, clock.now()), 'Lower price proposed to the seller.'),
      );
      staff.post('/submissions/:id/return-to-seller', { config: { settle: true }, schema: { tags: t, ...one, body: ConsignmentNoteBodySchema } }, async (req) =>
        ok(await consignment.returnToSeller(db, currentUser(req), req.params.id, req.body.note, clock.now()), 'The piece is on its way back to the seller.'),
      );
      staff.get('/payouts', { schema: { tags: t, querystring: ConsignmentPayoutQuerySchema, response: { 200: ConsignmentPayoutListResponseSchema } } }, async (req) =>
        ok(await payouts.listPayouts(db, { status: req.query.status })),
      );
      staff.get('/payouts.csv', { schema: { tags: t, querystring: ConsignmentPayoutQuerySchema, produces: ['text/csv'] } }, async (req, reply) => {
        const date = clock.now().toISOString().slice(0, 10);
        return reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="tangerine-payouts-${req.query.status ?? 'all'}-${date}.csv"`)
          .send(await payouts.payoutsCsv(db, req.query.status));
      });
      staff.post('/payouts/:id/paid', { schema: { tags: t, params: PayoutParams, body: ConsignmentPaidBodySchema, response: { 200: ConsignmentPayoutResponseSchema } } }, async (req) =>
        ok(await payouts.markPayoutPaid(db, currentUser(req), req.params.id, req.body.utr, clock.now()), 'Payout marked paid; the seller has the UTR.'),
      );
      staff.get('/settings', { schema: { tags: t, response: { 200: ConsignmentSettingsResponseSchema } } }, async () => ok(await getConsignmentSettings(db)));
      staff.put('/settings', { schema: { tags: t, body: ConsignmentSettingsBodySchema, response: { 200: ConsignmentSettingsResponseSchema } } }, async (req) =>
        ok(await saveConsignmentSettings(db, currentUser(req), req.body, clock.now()), 'Consignment settings saved. New quotes use them; quotes already sent keep their terms.'),
      );
      staff.get('/sellers/:id/ledger', { schema: { tags: t, params: SellerParams, response: { 200: ConsignmentLedgerResponseSchema } } }, async (req) => {
        await payouts.assertSeller(db, req.params.id);
        return ok(await payouts.sellerLedger(db, req.params.id));
      });
    },
    { prefix: '/consignment' },
  );
};

/**
 * Test-only (registered when TEST_ROUTES=true, as the browser tests run the server): runs the payout
 * sweep as if it were `at`, so a test can let the return window pass without moving the whole clock.
 */
export const consignmentTestRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  app.post(
    '/test/consignment/sweep',
    { schema: { hide: true, body: z.strictObject({ at: z.iso.datetime({ offset: true }) }), response: { 200: envelope(z.object({ due: z.number() })) } } },
    async (req) => ok({ due: await payouts.sweepDuePayouts(db, new Date(req.body.at)) }),
  );
};
