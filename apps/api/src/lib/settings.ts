/**
 * Shop settings kept in the database so the back office can change them and every process reads
 * the same value: the domestic shipping fee, the business's contact details, the social links.
 * Stored as key → JSON value; the fee in paise, everything else as text.
 */
import { SHOP_SETTING_DEFAULTS, toPaise, toRupees, type ShopSettings, type ShopSettingsBody } from '@shop/shared';
import { sql } from 'drizzle-orm';
import { selectRows, type Db } from '../db/client';

const { shippingFee, ...TEXT_DEFAULTS } = SHOP_SETTING_DEFAULTS;
export const SETTING_DEFAULTS = { shippingFeePaise: toPaise(shippingFee), ...TEXT_DEFAULTS };
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

/** Stores what the body names; the rest keeps its value. */
export async function putSettings(db: Db, body: ShopSettingsBody): Promise<void> {
  const { shippingFee: fee, ...text } = body;
  if (fee !== undefined) await putSetting(db, 'shippingFeePaise', toPaise(fee));
  for (const [key, value] of Object.entries(text)) if (value !== undefined) await putSetting(db, key as Exclude<SettingKey, 'shippingFeePaise'>, value);
}

/** The settings as the API answers them (the fee in rupees). */
export function toSettingsDto({ shippingFeePaise, ...text }: Settings): ShopSettings {
  return { shippingFee: toRupees(shippingFeePaise), ...text };
}
