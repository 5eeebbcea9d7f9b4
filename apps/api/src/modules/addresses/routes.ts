import { AddressBookBodySchema, MessageResponseSchema, SavedAddressListResponseSchema, SavedAddressResponseSchema } from '@shop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, requireUser } from '../../lib/auth';
import * as book from './service';
import { idParams } from '../../lib/ids';
import { done, ok } from '../../lib/envelope';

const AddressParams = idParams('addressId', 'NOT_FOUND', book.ADDRESS_NOT_FOUND);

const tags = ['Addresses'];
const security = [{ bearer: [] }];

/** The signed-in shopper's address book. */
export const addressRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, clock } = app.deps;
  app.addHook('onRequest', requireUser);

  app.get('/user/addresses', { schema: { tags, security, response: { 200: SavedAddressListResponseSchema } } }, async (req) => ok(await book.listAddresses(db, currentUser(req).id)));

  app.post('/user/addresses', { schema: { tags, security, body: AddressBookBodySchema, response: { 201: SavedAddressResponseSchema } } }, async (req, reply) =>
    reply.status(201).send(ok(await book.addAddress(db, currentUser(req).id, req.body, clock.now()), 'Address saved.')),
  );

  app.put('/user/addresses/:addressId', { schema: { tags, security, params: AddressParams, body: AddressBookBodySchema, response: { 200: SavedAddressResponseSchema } } }, async (req) =>
    ok(await book.updateAddress(db, currentUser(req).id, req.params.addressId, req.body), 'Address updated.'),
  );

  app.post('/user/addresses/:addressId/default', { schema: { tags, security, params: AddressParams, response: { 200: SavedAddressResponseSchema } } }, async (req) =>
    ok(await book.setDefaultAddress(db, currentUser(req).id, req.params.addressId), 'This is now your default address.'),
  );

  app.delete('/user/addresses/:addressId', { schema: { tags, security, params: AddressParams, response: { 200: MessageResponseSchema } } }, async (req) => {
    await book.deleteAddress(db, currentUser(req).id, req.params.addressId);
    return done('Address deleted.');
  });
};
