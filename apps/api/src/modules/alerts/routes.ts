import {
  CreateSavedSearchBodySchema,
  MailPreferencesBodySchema,
  MailPreferencesResponseSchema,
  MessageResponseSchema,
  RenameSavedSearchBodySchema,
  SavedSearchListResponseSchema,
  SavedSearchParamsSchema,
  SavedSearchResponseSchema,
  UnsubscribeBodySchema,
  UnsubscribeQuerySchema,
  UnsubscribeResponseSchema,
} from '@shop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, requireUser } from '../../lib/auth';
import * as alerts from './service';
import { appSecret } from './tokens';
import { done, ok } from '../../lib/envelope';

const tags = ['Alerts'];
const security = [{ bearer: [] }];

export const alertRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, clock, config } = app.deps;
  let secret: Promise<string> | undefined;
  const signingSecret = () => (secret ??= appSecret(db, config.appSecret));
  // A mail program's one-click unsubscribe posts `List-Unsubscribe=One-Click` as a form (RFC 8058).
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 1024 }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });

  app.get('/saved-searches', { schema: { tags, security, response: { 200: SavedSearchListResponseSchema } }, preHandler: requireUser }, async (req) =>
    ok({ searches: await alerts.listSavedSearches(db, currentUser(req).id) }),
  );

  app.post(
    '/saved-searches',
    { schema: { tags, security, body: CreateSavedSearchBodySchema, response: { 200: SavedSearchResponseSchema, 201: SavedSearchResponseSchema } }, preHandler: requireUser },
    async (req, reply) => {
      const { search, created } = await alerts.createSavedSearch(db, currentUser(req).id, req.body, clock.now());
      return reply.status(created ? 201 : 200).send(ok(search, created ? 'Search saved' : 'This search is already saved'));
    },
  );

  app.patch(
    '/saved-searches/:id',
    { schema: { tags, security, params: SavedSearchParamsSchema, body: RenameSavedSearchBodySchema, response: { 200: SavedSearchResponseSchema } }, preHandler: requireUser },
    async (req) => ok(await alerts.renameSavedSearch(db, currentUser(req).id, req.params.id, req.body.name, clock.now()), 'Search renamed'),
  );

  app.delete('/saved-searches/:id', { schema: { tags, security, params: SavedSearchParamsSchema, response: { 200: MessageResponseSchema } }, preHandler: requireUser }, async (req) => {
    await alerts.deleteSavedSearch(db, currentUser(req).id, req.params.id);
    return done('Search deleted');
  });

  app.get('/alerts/preferences', { schema: { tags, security, response: { 200: MailPreferencesResponseSchema } }, preHandler: requireUser }, async (req) =>
    ok(await alerts.getMailPreferences(db, currentUser(req).id)),
  );

  app.put('/alerts/preferences', { schema: { tags, security, body: MailPreferencesBodySchema, response: { 200: MailPreferencesResponseSchema } }, preHandler: requireUser }, async (req) =>
    ok(await alerts.updateMailPreferences(db, currentUser(req).id, req.body, clock.now()), 'Mail preferences saved'),
  );

  app.post(
    '/alerts/unsubscribe',
    {
      schema: {
        tags,
        description:
          'One-click unsubscribe, no sign-in: the signed `token` of an alert mail, in the query (as the List-Unsubscribe header gives it, ' +
          "posted by a mail program with the form body `List-Unsubscribe=One-Click`) or in a JSON body (the shop's landing page).",
        querystring: UnsubscribeQuerySchema,
        body: UnsubscribeBodySchema,
        response: { 200: UnsubscribeResponseSchema },
      },
    },
    async (req) => ok(await alerts.unsubscribe(db, await signingSecret(), req.query.token ?? req.body?.token, clock.now()), 'You are unsubscribed'),
  );
};
