/**
 * The home page's content: `GET /api/content/home` for the shop, and the back office's screens
 * under /api/admin/content (mounted by the admin routes, behind their guard).
 */
import {
  ContentItemParamsSchema,
  ContentOrderBodySchema,
  CreatorVideoBodySchema,
  FeaturedEditBodySchema,
  HERO_IMAGE_VARIANTS,
  HeroImageUploadSchema,
  HeroSlideBodySchema,
  HomeContentResponseSchema,
  MessageResponseSchema,
  StaffCreatorVideoSchema,
  StaffFeaturedEditSchema,
  StaffHeroSlideSchema,
  envelope,
  type ContentKind,
} from '@shop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { audit } from '../../lib/audit';
import { currentUser } from '../../lib/auth';
import { badRequest } from '../../lib/errors';
import { storeImage } from '../../lib/images';
import { readMultipartForm } from '../../lib/multipart';
import * as content from './service';
import { done, ok } from '../../lib/envelope';

export const contentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, clock, listingIndex, cache } = app.deps;
  app.get('/content/home', { schema: { tags: ['Catalogue'], response: { 200: HomeContentResponseSchema } } }, async () =>
    ok(await content.getHomeContent(database, clock.now(), listingIndex, cache.cards)),
  );

  // A slide's start or end date passing changes the home page without a write: drop this process's cached pages then.
  let checkedAt = clock.now();
  const timer = setInterval(() => {
    const now = clock.now();
    content
      .slideDatesPassed(database.db, checkedAt, now)
      .then((passed) => {
        checkedAt = now;
        if (passed) cache.clear();
      })
      .catch((err: unknown) => app.log.warn({ err }, 'checking the hero slides dates failed'));
  }, 30_000);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
};

const tags = ['Back office: home page'];
const IdAnswer = envelope(z.object({ _id: z.string() }));

export const contentAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, clock, storage } = app.deps;

  app.get('/content/slides', { schema: { tags, response: { 200: envelope(z.array(StaffHeroSlideSchema)) } } }, async () => ok(await content.listSlides(db, clock.now())));
  app.get('/content/videos', { schema: { tags, response: { 200: envelope(z.array(StaffCreatorVideoSchema)) } } }, async () => ok(await content.listVideos(db)));
  app.get('/content/edits', { schema: { tags, response: { 200: envelope(z.array(StaffFeaturedEditSchema)) } } }, async () => ok(await content.listEdits(db)));

  const bodies = { slides: HeroSlideBodySchema, videos: CreatorVideoBodySchema, edits: FeaturedEditBodySchema } as const;
  const nouns: Record<ContentKind, string> = { slides: 'Slide', videos: 'Video', edits: 'Edit' };
  for (const kind of ['slides', 'videos', 'edits'] as const) {
    app.post(`/content/${kind}`, { config: { settle: true }, schema: { tags, body: bodies[kind], response: { 201: IdAnswer } } }, async (req, reply) => {
      const id = await content.createContent(db, currentUser(req).id, kind, req.body, clock.now());
      return reply.status(201).send(ok({ _id: id }, `${nouns[kind]} added.`));
    });
    app.put(`/content/${kind}/:id`, { config: { settle: true }, schema: { tags, params: ContentItemParamsSchema, body: bodies[kind], response: { 200: MessageResponseSchema } } }, async (req) => {
      await content.updateContent(db, currentUser(req).id, kind, req.params.id, req.body, clock.now());
      return done(`${nouns[kind]} saved.`);
    });
    app.delete(`/content/${kind}/:id`, { config: { settle: true }, schema: { tags, params: ContentItemParamsSchema, response: { 200: MessageResponseSchema } } }, async (req) => {
      await content.deleteContent(db, currentUser(req).id, kind, req.params.id, clock.now());
      return done(`${nouns[kind]} deleted.`);
    });
    app.put(`/content/${kind}/order`, { config: { settle: true }, schema: { tags, body: ContentOrderBodySchema, response: { 200: MessageResponseSchema } } }, async (req) => {
      await content.reorderContent(db, currentUser(req).id, kind, req.body.ids, clock.now());
      return done('Order saved.');
    });
  }

  app.post(
    '/content/hero-images',
    {
      schema: {
        tags,
        consumes: ['multipart/form-data'],
        description: 'One image file (JPEG, PNG, WebP, GIF, AVIF) of at most 5 MB, as `image`: made into a wide (1600×900) and a tall (800×1000) WebP.',
        response: { 201: envelope(HeroImageUploadSchema) },
      },
    },
    async (req, reply) => {
      const { files } = await readMultipartForm(req, 'image', 1);
      if (files.length === 0) throw badRequest('UPLOAD_INVALID', 'Please choose an image.');
      const stored = await storeImage(storage, files[0]!.data, 'home', HERO_IMAGE_VARIANTS);
      await audit(db, currentUser(req).id, 'upload.hero-image', 'image', null, { count: 1 }, clock.now());
      return reply.status(201).send(ok({ image: stored.urls.wide!, phone_image: stored.urls.tall! }, 'Picture uploaded.'));
    },
  );
};
