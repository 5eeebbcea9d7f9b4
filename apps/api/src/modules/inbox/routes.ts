import { ContactBodySchema, NewsletterBodySchema, POLICY, ProductRequestBodySchema, SellWithUsFieldsSchema, SubmissionResponseSchema } from '@shop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { optionalUser } from '../../lib/auth';
import { AppError, badRequest } from '../../lib/errors';
import { readMultipartForm } from '../../lib/multipart';
import { LIMITS, clientAddress, enforce } from '../../lib/rate-limit';
import * as inbox from './service';
import { ok } from '../../lib/envelope';

const tags = ['Inbox'];
const responses = { 200: SubmissionResponseSchema, 201: SubmissionResponseSchema };

export const inboxRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, config, clock, storage } = app.deps;
  const context = () => ({ database, shopEmail: config.shopEmail, publicUrl: config.publicUrl, now: clock.now() });

  app.post('/contact', { schema: { tags, body: ContactBodySchema, response: responses } }, async (req, reply) => {
    await enforce(req, [LIMITS.formPerAddress('contact', clientAddress(req))]);
    const data = await inbox.submitContact(context(), req.body);
    return reply.status(201).send(ok(data, 'Thank you for your message. We will get back to you soon.'));
  });

  app.post(
    '/sell-with-us',
    {
      schema: {
        tags,
        consumes: ['multipart/form-data'],
        description:
          'multipart/form-data: the text fields of the sell-with-us form (firstName, lastName, email, phone, address, itemType, brand, productName, ' +
          `productCondition, description, sellingPrice, estimatedRetailPrice) and 1 to ${POLICY.sellWithUs.maxPhotos} photo files of at most ` +
          `${POLICY.sellWithUs.maxPhotoMegabytes} MB each (JPEG, PNG, WebP, GIF or AVIF), sent as \`photos\`.`,
        response: responses,
      },
      onRequest: optionalUser,
    },
    async (req, reply) => {
      await enforce(req, [LIMITS.formPerAddress('sell-with-us', clientAddress(req))]);
      const { fields, files: photos } = await readMultipartForm(req, 'photo', POLICY.sellWithUs.maxPhotos);
      const parsed = SellWithUsFieldsSchema.safeParse(fields);
      if (!parsed.success) {
        const details = parsed.error.issues.map((i) => ({
          path: `body${i.path.map((p) => `.${String(p)}`).join('')}`,
          message: i.code === 'unrecognized_keys' ? `Unknown field: ${i.keys.join(', ')}.` : i.message,
        }));
        throw badRequest('VALIDATION_FAILED', details[0]!.message, details);
      }
      if (photos.length === 0) throw badRequest('VALIDATION_FAILED', 'Please add at least one photo of your item.', [{ path: 'body.photos', message: 'Please add at least one photo of your item.' }]);
      if (photos.length > POLICY.sellWithUs.maxPhotos) throw new AppError(413, 'PAYLOAD_TOO_LARGE', `You can send at most ${POLICY.sellWithUs.maxPhotos} photos.`);
      const data = await inbox.submitSellWithUs(context(), storage, req.user?.id ?? null, parsed.data, photos);
      return reply.status(201).send(ok(data, `Thank you! We have received your item and will get back to you shortly.`));
    },
  );

  app.post('/product-request', { schema: { tags, body: ProductRequestBodySchema, response: responses }, onRequest: optionalUser }, async (req, reply) => {
    await enforce(req, [LIMITS.formPerAddress('product-request', clientAddress(req))]);
    const data = await inbox.submitProductRequest(context(), req.user?.id ?? null, req.body);
    return reply.status(201).send(ok(data, 'Your product request has been submitted successfully!'));
  });

  app.post('/newsletter', { schema: { tags, body: NewsletterBodySchema, response: responses } }, async (req, reply) => {
    await enforce(req, [LIMITS.formPerAddress('newsletter', clientAddress(req))]);
    const { created, ...data } = await inbox.subscribeNewsletter(context(), req.body);
    if (!created) return reply.status(200).send(ok(data, 'You are already subscribed.'));
    return reply.status(201).send(ok(data, `Thank you for subscribing! Your ${POLICY.newsletter.discountPercent}% welcome offer is on its way to your inbox.`));
  });
};
