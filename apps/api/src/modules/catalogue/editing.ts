/**
 * Writing products: create (and, in the back office, edit and archive). Every write keeps the
 * search document and size labels in step with the product and drops cached catalogue answers.
 */
import {
  CONDITION_LABELS,
  foldText,
  isTaxonomyPath,
  taxonomyName,
  toPaise,
  type AddProductBody,
  type Condition,
} from '@shop/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { brands, productImages, productSizes, products } from '../../db/schema';
import { audit } from '../../lib/audit';
import type { AuthUser } from '../../lib/auth';
import { badRequest } from '../../lib/errors';

export interface SearchDocumentInput {
  productName: string;
  brandName: string | null;
  description: string;
  color: string;
  condition: string;
  subSubCategoryId: string | null;
  tags: readonly string[];
}

/** Name and brand weigh most (suggestions search only them); the rest helps the full search. */
export function searchDocument(p: SearchDocumentInput): { searchTitle: string; searchBody: string } {
  const conditionLabel = CONDITION_LABELS[p.condition as Condition] ?? '';
  return {
    searchTitle: foldText(`${p.productName} ${p.brandName ?? ''}`),
    searchBody: foldText([p.description, p.color, conditionLabel, taxonomyName(p.subSubCategoryId) ?? '', ...p.tags].join(' ')),
  };
}

export interface CreatedProduct {
  id: string;
}

export async function createProduct(db: Db, actor: AuthUser | null, body: AddProductBody, now: Date): Promise<CreatedProduct> {
  if (!isTaxonomyPath(body.category_id, body.subCategory_id, body.subSubCategory_id)) {
    throw badRequest('VALIDATION_FAILED', 'Please choose a category, sub-category and type that belong together.', [
      { path: 'body.category_id', message: 'Unknown category combination.' },
    ]);
  }
  return db.transaction(async (tx) => {
    let brandName: string | null = null;
    if (body.brand_id) {
      const brand = (await tx.select({ name: brands.name }).from(brands).where(eq(brands.id, body.brand_id)).limit(1))[0];
      if (!brand) throw badRequest('BRAND_NOT_FOUND', undefined, [{ path: 'body.brand_id', message: 'Unknown brand.' }]);
      brandName = brand.name;
    }
    const tags = [...new Set(body.tags)];
    const sizes = body.sizes;
    const inserted = await tx
      .insert(products)
      .values({
        productName: body.product_name,
        description: body.description ?? '',
        additionalInfo: body.additionalInfo ?? '',
        brandId: body.brand_id ?? null,
        brandName,
        categoryId: body.category_id,
        subCategoryId: body.subCategory_id ?? null,
        subSubCategoryId: body.subSubCategory_id ?? null,
        color: body.color,
        condition: body.condition,
        material: body.material ?? null,
        pattern: body.pattern ?? null,
        fit: body.fit ?? null,
        tags,
        pricePaise: toPaise(body.price),
        discountPricePaise: body.discount_price ? toPaise(body.discount_price) : 0,
        estimatedPricePaise: body.estimated_price ? toPaise(body.estimated_price) : 0,
        sizeLabels: [...new Set(sizes.map((s) => s.size))],
        ...searchDocument({
          productName: body.product_name,
          brandName,
          description: body.description ?? '',
          color: body.color,
          condition: body.condition,
          subSubCategoryId: body.subSubCategory_id ?? null,
          tags,
        }),
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: products.id });
    const id = inserted[0]!.id;
    await tx.insert(productSizes).values(sizes.map((s, position) => ({ productId: id, size: s.size, quantity: s.quantity, position })));
    if (body.images.length) {
      await tx.insert(productImages).values(body.images.map((url, position) => ({ productId: id, url, position })));
    }
    await audit(tx, actor?.id ?? null, 'product.create', 'product', id, { product_name: body.product_name }, now);
    return { id };
  });
}
