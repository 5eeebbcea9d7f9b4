import { AddressBookBodySchema, MessageResponseSchema, SavedAddressListResponseSchema, SavedAddressResponseSchema } from '@shop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, requireUser } from '../../lib/auth';
import * as book from './service';
import { idParams } from '../../lib/ids';

const AddressParams = idParams('addressId', 'NOT_FOUND', book.ADDRESS_NOT_FOUND);

const tags = ['Addresses'];
const security = [{ bearer: [] }];

/** The signed-in shopper's address book. */
export const addressRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, clock } = app.deps;
  app.addHook('onRequest', requireUser);

  app.get('/user/addresses', { schema: { tags, security, response: { 200: SavedAddressListResponseSchema } } }, async (req) => ({
    success: true as const,
    data: await book.listAddresses(db, currentUser(req).id),
  }));

  app.post('/user/addresses', { schema: { tags, security, body: AddressBookBodySchema, response: { 201: SavedAddressResponseSchema } } }, async (req, reply) =>
    reply.status(201).send({ success: true as const, data: await book.addAddress(db, currentUser(req).id, req.body, clock.now()), message: 'Address saved.' }),
  );

  app.put('/user/addresses/:addressId', { schema: { tags, security, params: AddressParams, body: AddressBookBodySchema, response: { 200: SavedAddressResponseSchema } } }, async (req) => ({
    success: true as const,
    data: await book.updateAddress(db, currentUser(req).id, req.params.addressId, req.body),
    message: 'Address updated.',
  }));

  app.post('/user/addresses/:addressId/default', { schema: { tags, security, params: AddressParams, response: { 200: SavedAddressResponseSchema } } }, async (req) => ({
    success: true as const,
    data: await book.setDefaultAddress(db, currentUser(req).id, req.params.addressId),
    message: 'This is now your default address.',
  }));

  app.delete('/user/addresses/:addressId', { schema: { tags, security, params: AddressParams, response: { 200: MessageResponseSchema } } }, async (req) => {
    await book.deleteAddress(db, currentUser(req).id, req.params.addressId);
    return { success: true as const, message: 'Address deleted.' };
  });
};
