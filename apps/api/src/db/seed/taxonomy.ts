import { TAXONOMY } from '@shop/shared';
import type { Database, Db } from '../client';
import { categories, subCategories, subSubCategories } from '../schema';

/** Upserts the fixed taxonomy (names may be corrected between releases; ids never change). */
export async function ensureTaxonomy(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    for (const [i, c] of TAXONOMY.entries()) {
      await tx
        .insert(categories)
        .values({ id: c.id, name: c.name, position: i })
        .onConflictDoUpdate({ target: categories.id, set: { name: c.name, position: i } });
      for (const [j, s] of c.children.entries()) {
        await tx
          .insert(subCategories)
          .values({ id: s.id, name: s.name, categoryId: c.id, position: j })
          .onConflictDoUpdate({ target: subCategories.id, set: { name: s.name, position: j } });
        for (const [k, ss] of s.children.entries()) {
          await tx
            .insert(subSubCategories)
            .values({ id: ss.id, name: ss.name, subCategoryId: s.id, position: k })
            .onConflictDoUpdate({ target: subSubCategories.id, set: { name: ss.name, position: k } });
        }
      }
    }
  });
}

export async function isEmpty(database: Database): Promise<boolean> {
  const rows = await database.query<{ n: number }>('SELECT (SELECT count(*) FROM products) + (SELECT count(*) FROM users) AS n');
  return Number(rows[0]?.n ?? 0) === 0;
}
