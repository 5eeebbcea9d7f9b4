import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, requireUser } from '../../lib/auth';
import { idParams } from '../../lib/ids';
import * as invoices from './service';

const OrderParams = idParams('orderId', 'NOT_FOUND', 'We could not find that order.');
const StaffOrderParams = idParams('id', 'NOT_FOUND', 'We could not find that order.');
const ReturnParams = idParams('id', 'NOT_FOUND', 'We could not find that return.');

const tags = ['Invoices'];
const security = [{ bearer: [] }];

function sendPdf(reply: FastifyReply, file: { filename: string; pdf: Buffer }) {
  return reply.header('content-type', 'application/pdf').header('content-disposition', `attachment; filename="${file.filename}"`).header('cache-control', 'private, no-store').send(file.pdf);
}

/** The shopper's own tax invoices and credit notes (404 for anyone else's). */
export const invoiceRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database } = app.deps;
  app.addHook('onRequest', requireUser);

  app.get('/order/:orderId/invoice.pdf', { schema: { tags, security, params: OrderParams, produces: ['application/pdf'] } }, async (req, reply) =>
    sendPdf(reply, await invoices.orderInvoicePdf(database.db, req.params.orderId, currentUser(req).id)),
  );

  app.get('/returns/:id/credit-note.pdf', { schema: { tags, security, params: ReturnParams, produces: ['application/pdf'] } }, async (req, reply) =>
    sendPdf(reply, await invoices.returnCreditNotePdf(database.db, req.params.id, currentUser(req).id)),
  );
};

/** Back office (mounted under /api/admin with the admin guard): any order's invoice, any return's credit note. */
export const invoiceAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database } = app.deps;

  app.get('/orders/:id/invoice.pdf', { schema: { tags, params: StaffOrderParams, produces: ['application/pdf'] } }, async (req, reply) =>
    sendPdf(reply, await invoices.orderInvoicePdf(database.db, req.params.id, null)),
  );

  app.get('/returns/:id/credit-note.pdf', { schema: { tags, params: ReturnParams, produces: ['application/pdf'] } }, async (req, reply) =>
    sendPdf(reply, await invoices.returnCreditNotePdf(database.db, req.params.id, null)),
  );
};
