/**
 * Shop settings kept in the database so the back office can change them and every process reads
 * the same value: the domestic shipping fee and the business's contact details.
 */
import { POLICY } from '@shop/shared';
import { sql } from 'drizzle-orm';
import { selectRows, type Db } from '../db/client';

export const SETTING_DEFAULTS = {
  shippingFeePaise: POLICY.defaultShippingFeePaise as number,
  businessName: 'Tangerine Luxury',
  businessAddress: 'Plot 14, Sector 27, Faridabad, Haryana 121003, India',
  businessPhone: '+91 98100 00000',
  businessEmail: 'sales@tangerineluxury.example',
  businessHours: POLICY.shopHours as string,
};
export type Settings = typeof SETTING_DEFAULTS;
export type SettingKey = keyof Settings;

export async function getSettings(db: Db): Promise<Settings> {
  const rows = await selectRows<{ key: string; value: unknown }>(db, sql`SELECT key, value FROM settings`);
  const settings = { ...SETTING_DEFAULTS };
  for (const row of rows) {
    if (row.key in settings) (settings as Record<string, unknown>)[row.key] = row.value;
  }
  return settings;
}

export async function putSetting<K extends SettingKey>(db: Db, key: K, value: Settings[K]): Promise<void> {
  await db.execute(
    sql`INSERT INTO settings (key, value, updated_at) VALUES (${key}, ${JSON.stringify(value)}::jsonb, now())
        ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value, updated_at = now()`,
  );
}
