/**
 * The demo catalogue (brands, about 230 products, two accounts, a few past orders and coupons) for
 * an empty database. Product pictures are drawn locally and made into WebP files on first request
 * (see pictures.ts), so seeding itself takes a second.
 */
import { ROLE, SUB_SUB_CATEGORIES } from '@shop/shared';
import { sql } from 'drizzle-orm';
import { selectRows, type Database, type Db } from '../client';
import { brands, coupons, featuredEdits, orderEvents, orderItems, orders, productImages, productSizes, products, users } from '../schema';
import { hashPassword } from '../../lib/passwords';
import { searchDocument } from '../../modules/catalogue/editing';
import { BRANDS, createRng, generateProduct, type ProductSeed } from './catalogue-data';
import { pictureUrl, picturesFor } from './pictures';

/** The demo accounts; their passwords are in the README. */
export const DEMO_ACCOUNTS = {
  admin: { email: 'admin@tangerineluxury.example', password: 'Admin@Tangerine1', firstName: 'Asha', lastName: 'Mehra' },
  customer: { email: 'shopper@example.com', password: 'Shopper@12345', firstName: 'Riya', lastName: 'Kapoor' },
} as const;

const PRODUCTS_PER_TYPE = 4;

export interface SeedResult {
  products: number;
  brands: number;
}

/** Fills an empty database with the demo shop. */
export async function seedDemo(database: Database, now: Date = new Date()): Promise<SeedResult> {
  const rng = createRng(20261122);
  const monogramOf = new Map(BRANDS.map((b) => [b.name, b.monogram]));
  const seeds: ProductSeed[] = [];
  for (const subSub of SUB_SUB_CATEGORIES) {
    for (let i = 0; i < PRODUCTS_PER_TYPE; i++) seeds.push(generateProduct(subSub, rng));
  }
  // A few sold out, as in a shop where things really sell (the demo orders below buy others).
  for (const s of seeds) if (rng.chance(0.04)) for (const size of s.sizes) size.quantity = 0;
  const variants = seeds.map(() => rng.int(0, 3));
  const pictures = seeds.map((s, i) => picturesFor(s, monogramOf.get(s.brandName) ?? '', variants[i]!));

  const [adminHash, customerHash] = await Promise.all([hashPassword(DEMO_ACCOUNTS.admin.password), hashPassword(DEMO_ACCOUNTS.customer.password)]);

  await database.db.transaction(async (tx) => {
    const brandRows = await tx
      .insert(brands)
      .values(BRANDS.map((b) => ({ name: b.name, description: b.description, createdAt: now })))
      .returning({ id: brands.id, name: brands.name });
    const brandId = new Map(brandRows.map((b) => [b.name, b.id]));

    const productRows = await tx
      .insert(products)
      .values(
        seeds.map((s, i) => {
          const createdAt = new Date(now.getTime() - s.ageDays * 86_400_000 - rng.int(0, 86_399) * 1000);
          return {
            productName: s.productName,
            description: s.description,
            additionalInfo: s.additionalInfo,
            brandId: brandId.get(s.brandName)!,
            brandName: s.brandName,
            categoryId: s.categoryId,
            subCategoryId: s.subCategoryId,
            subSubCategoryId: s.subSubCategoryId,
            color: s.color,
            condition: s.condition,
            material: s.material,
            pattern: s.pattern,
            fit: s.fit,
            tags: s.tags,
            pricePaise: s.pricePaise,
            discountPricePaise: s.discountPricePaise,
            estimatedPricePaise: s.estimatedPricePaise,
            sizeLabels: s.sizes.map((x) => x.size),
            ...searchDocument({ ...s, subSubCategoryId: s.subSubCategoryId }),
            createdAt,
            priceReducedAt: reducedAt(s, i, createdAt, now),
            updatedAt: now,
          };
        }),
      )
      .returning({ id: products.id });
    await tx.insert(productSizes).values(productRows.flatMap((p, i) => seeds[i]!.sizes.map((size, position) => ({ productId: p.id, size: size.size, quantity: size.quantity, position }))));
    await tx.insert(productImages).values(productRows.flatMap((p, i) => pictures[i]!.map((pic, position) => ({ productId: p.id, url: pictureUrl(pic, 'full'), position }))));

    const [, customer] = await tx
      .insert(users)
      .values([
        { ...names(DEMO_ACCOUNTS.admin), passwordHash: adminHash, roleId: ROLE.admin, createdAt: now, updatedAt: now },
        { ...names(DEMO_ACCOUNTS.customer), passwordHash: customerHash, roleId: ROLE.customer, createdAt: now, updatedAt: now },
      ])
      .returning({ id: users.id });

    // Featured edits for the home page: saved filters in the shop's query shape.
    await tx.insert(featuredEdits).values([
      {
        title: 'The Hermès edit',
        description: 'Birkins, Kellys, silk carrés and the Clic H: every Hermès piece in the shop, newest first.',
        kind: 'filter',
        filter: { brandId: brandId.get('Hermès')!, sort: 'newest' },
        position: 0,
        createdAt: now,
        updatedAt: now,
      },
      {
        title: 'Fine jewellery',
        description: 'Cartier, Van Cleef & Arpels, Bulgari and Tiffany, with their hallmarks checked in-house.',
        kind: 'filter',
        filter: { sub_category_id: 'women-jewellery', sort: 'newest' },
        position: 1,
        createdAt: now,
        updatedAt: now,
      },
    ]);

    await seedPastOrders(
      tx,
      customer!.id,
      productRows.map((p) => p.id),
      seeds,
      now,
    );

    await tx.insert(coupons).values([
      { code: 'LUXE5000', description: '₹5,000 off orders of ₹50,000 or more', kind: 'fixed', value: 5_000_00, minOrderPaise: 50_000_00, usageLimit: 500, perUserLimit: 1, createdAt: now },
      { code: 'DIWALI10', description: 'Diwali 2025: 10% off (expired)', kind: 'percent', value: 10, endsAt: new Date('2025-11-05T18:29:59Z'), createdAt: now },
    ]);
  });
  return { products: seeds.length, brands: BRANDS.length };
}

/**
 * When a demo piece's price was lowered: a third of the discounted pieces (their struck-through
 * price is their price before the cut), at a point of their time in the shop spread by the golden
 * ratio, so "Recently Reduced" has pieces to show. A real reduction is stamped by the database.
 */
function reducedAt(s: ProductSeed, i: number, createdAt: Date, now: Date): Date | null {
  if (s.discountPricePaise <= 0 || i % 3 !== 0) return null;
  const share = (i * 0.618_033_988_7) % 1;
  return new Date(createdAt.getTime() + Math.round(share * (now.getTime() - createdAt.getTime())));
}

function names(a: { email: string; firstName: string; lastName: string }) {
  return { email: a.email, firstName: a.firstName, lastName: a.lastName };
}

/**
 * The demo shopper bought a few one-of-a-kind pieces in the past weeks: these orders make My Orders
 * worth opening and the home page's "Oops! It's Gone" notice tell of items that really sold.
 */
async function seedPastOrders(tx: Db, userId: string, productIds: string[], seeds: ProductSeed[], now: Date) {
  const address = {
    firstName: DEMO_ACCOUNTS.customer.firstName,
    lastName: DEMO_ACCOUNTS.customer.lastName,
    email: DEMO_ACCOUNTS.customer.email,
    phone: '+91 98111 22334',
    address: '22 Prithviraj Road',
    city: 'New Delhi',
    state: 'Delhi',
    country: 'India',
    zipCode: '110011',
  };
  const plans: { days: number; status: 'Delivered' | 'Shipped' | 'Processing'; picks: number[] }[] = [
    { days: 21, status: 'Delivered', picks: [3, 57] },
    { days: 9, status: 'Shipped', picks: [120] },
    { days: 2, status: 'Processing', picks: [181, 200] },
  ];
  for (const plan of plans) {
    const at = new Date(now.getTime() - plan.days * 86_400_000);
    const lines = plan.picks.map((i) => ({ id: productIds[i]!, seed: seeds[i]! }));
    const sizeRows = await Promise.all(
      lines.map(async (l) => {
        const rows = await selectRows<{ id: string; size: string }>(tx, sql`UPDATE product_sizes SET quantity = 0 WHERE product_id = ${l.id} AND position = 0 RETURNING id, size`);
        return rows[0]!;
      }),
    );
    const unit = lines.map((l) => (l.seed.discountPricePaise > 0 ? l.seed.discountPricePaise : l.seed.pricePaise));
    const subtotal = unit.reduce((a, b) => a + b, 0);
    const order = (
      await tx
        .insert(orders)
        .values({
          userId,
          status: plan.status,
          paymentMethod: 'cod',
          paymentStatus: plan.status === 'Delivered' ? 'paid' : 'cod',
          subtotalPaise: subtotal,
          codFeePaise: 40_00,
          totalPaise: subtotal + 40_00,
          address,
          createdAt: at,
          updatedAt: at,
        })
        .returning({ id: orders.id })
    )[0]!;
    await tx.insert(orderItems).values(
      lines.map((l, i) => ({
        orderId: order.id,
        productId: l.id,
        sizeId: sizeRows[i]!.id,
        productName: l.seed.productName,
        brandName: l.seed.brandName,
        size: sizeRows[i]!.size,
        imageUrl: null as string | null,
        unitPricePaise: unit[i]!,
        quantity: 1,
        wasOnSale: l.seed.discountPricePaise > 0,
        status: plan.status,
        deliveredAt: plan.status === 'Delivered' ? new Date(at.getTime() + 8 * 86_400_000) : null,
      })),
    );
    await tx.execute(sql`UPDATE order_items oi SET image_url = (SELECT url FROM product_images i WHERE i.product_id = oi.product_id ORDER BY position LIMIT 1) WHERE oi.order_id = ${order.id}`);
    const steps = ['Pending', 'Processing', 'Shipped', 'Delivered'];
    const reached = steps.slice(0, steps.indexOf(plan.status) + 1);
    await tx
      .insert(orderEvents)
      .values(reached.map((status, i) => ({ orderId: order.id, status, note: i === 0 ? 'Order placed (cash on delivery)' : null, createdAt: new Date(at.getTime() + i * 2 * 86_400_000) })));
  }
}
