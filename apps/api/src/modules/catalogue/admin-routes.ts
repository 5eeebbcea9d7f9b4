/**
 * The back office's catalogue (mounted under /api/admin with the admin guard): image uploads,
 * the product table (with its consignor filter), create/edit/archive/restore, CSV import and export.
 */
import {
  CsvImportQuerySchema,
  CsvImportReportSchema,
  ProductResponseSchema,
  StaffConsignorSchema,
  StaffProductPageSchema,
  StaffProductQuerySchema,
  UpdateProductBodySchema,
  UploadedImageSchema,
  envelope,
} from '@shop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { audit } from '../../lib/audit';
import { currentUser } from '../../lib/auth';
import { AppError, badRequest } from '../../lib/errors';
import { storeImages } from '../../lib/images';
import { readMultipartForm } from '../../lib/multipart';
import { listConsignors } from './consignor';
import { exportProductsCsv, importProductsCsv } from './csv';
import { listProductsForStaff, setProductStatus, updateProduct } from './editing';
import { PRODUCT_NOT_FOUND_MESSAGE, getProduct } from './service';
import { idParams } from '../../lib/ids';
import { ok } from '../../lib/envelope';

const ProductParams = idParams('id', 'PRODUCT_NOT_FOUND', PRODUCT_NOT_FOUND_MESSAGE);

const tags = ['Back office'];
const UploadResponseSchema = envelope(z.array(UploadedImageSchema));

export const catalogueAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, db, clock, storage } = app.deps;

  app.post(
    '/uploads/images',
    {
      schema: { tags, consumes: ['multipart/form-data'], description: 'Up to 10 image files (JPEG, PNG, WebP, GIF, AVIF) of at most 5 MB each, as `images`.', response: { 201: UploadResponseSchema } },
    },
    async (req, reply) => {
      const { files } = await readMultipartForm(req, 'image', 10);
      if (files.length === 0) throw badRequest('UPLOAD_INVALID', 'Please choose at least one image.');
      // One bad file refuses the whole request and leaves nothing on disk.
      const stored = await storeImages(storage, files, 'products');
      await audit(db, currentUser(req).id, 'upload.images', 'image', null, { count: stored.length }, clock.now());
      return reply.status(201).send(
        ok(
          stored.map((s) => ({ url: s.url, filename: s.filename })),
          `${stored.length} image${stored.length === 1 ? '' : 's'} uploaded.`,
        ),
      );
    },
  );

  app.get('/products', { schema: { tags, querystring: StaffProductQuerySchema, response: { 200: envelope(StaffProductPageSchema) } } }, async (req) =>
    ok(await listProductsForStaff(database, req.query)),
  );

  app.get('/products/consignors', { schema: { tags, response: { 200: envelope(z.array(StaffConsignorSchema)) } } }, async () => ok(await listConsignors(db)));

  app.get('/products/export.csv', { schema: { tags, produces: ['text/csv'] } }, async (_req, reply) => {
    const date = clock.now().toISOString().slice(0, 10);
    return reply.header('content-type', 'text/csv; charset=utf-8').header('content-disposition', `attachment; filename="tangerine-catalogue-${date}.csv"`).send(exportProductsCsv(database));
  });

  app.get('/products/:id', { schema: { tags, params: ProductParams, response: { 200: ProductResponseSchema } } }, async (req) => ok(await getProduct(database, req.params.id, { raw: true })));

  app.put('/products/:id', { config: { settle: true }, schema: { tags, params: ProductParams, body: UpdateProductBodySchema, response: { 200: ProductResponseSchema } } }, async (req) => {
    await updateProduct(db, storage, currentUser(req), req.params.id, req.body, clock.now());
    return ok(await getProduct(database, req.params.id, { raw: true }), 'Product updated.');
  });

  for (const [action, status] of [
    ['archive', 'archived'],
    ['restore', 'active'],
  ] as const) {
    app.post(`/products/:id/${action}`, { config: { settle: true }, schema: { tags, params: ProductParams, response: { 200: ProductResponseSchema } } }, async (req) => {
      await setProductStatus(db, currentUser(req), req.params.id, status, clock.now());
      return ok(await getProduct(database, req.params.id, { raw: true }), status === 'archived' ? 'Product archived.' : 'Product restored.');
    });
  }

  app.post(
    '/products/import',
    {
      config: { settle: true },
      schema: {
        tags,
        consumes: ['multipart/form-data'],
        querystring: CsvImportQuerySchema,
        description: 'A CSV file as `file` (columns as in the export). Rows with an id update that product; rows without create one. `dry_run=true` only reports what would happen.',
        response: { 200: envelope(CsvImportReportSchema) },
      },
    },
    async (req) => {
      const { files } = await readMultipartForm(req, 'file', 1);
      const file = files[0];
      if (!file) throw badRequest('VALIDATION_FAILED', 'Please choose a CSV file to import.');
      if (file.data.length > 5 * 1024 * 1024) throw new AppError(413, 'PAYLOAD_TOO_LARGE', 'The CSV file must be 5 MB or smaller.');
      const dryRun = req.query.dry_run ?? false;
      const report = await importProductsCsv(database, storage, currentUser(req), file.data.toString('utf8'), clock.now(), { dryRun });
      const refused = report.errors.length ? `; ${report.errors.length} ${report.errors.length === 1 ? 'row needs' : 'rows need'} attention` : '';
      const message = dryRun
        ? `Checked ${report.rows} rows: ${report.created} to create, ${report.updated} to update, ${report.unchanged} unchanged${refused}.`
        : `${report.created} products created and ${report.updated} updated of ${report.rows} rows${refused}.`;
      return ok(report, message);
    },
  );
};
