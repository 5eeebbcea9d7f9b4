/**
 * Shop settings kept in the database so the back office can change them and every process reads
 * the same value: the domestic shipping fee, the business's contact details, the social links, the
 * GST details of invoices, the delivery promise and cash-on-delivery rules by PIN code. Stored as
 * key → JSON value; the fee and the cash-on-delivery limit in paise, the GST rate table as an
 * array, the rest as they are.
 */
import { SHOP_SETTING_DEFAULTS, toPaise, toRupees, type ShopSettings, type ShopSettingsBody } from '@shop/shared';
import { sql } from 'drizzle-orm';
import { selectRows, type Db } from '../db/client';
import { CATALOGUE_CHANNEL, SETTINGS_NOTICE } from './cache';

const { shippingFee, codLimit, ...TEXT_DEFAULTS } = SHOP_SETTING_DEFAULTS;
export const SETTING_DEFAULTS = { shippingFeePaise: toPaise(shippingFee), codLimitPaise: toPaise(codLimit), ...TEXT_DEFAULTS };
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
  await putSettingValue(db, key, value);
}

/** Stores one setting a feature keeps under its own key (e.g. `consignment`), as JSON; the feature validates it. */
export async function putSettingValue(db: Db, key: string, value: unknown): Promise<void> {
  await db.execute(
    sql`INSERT INTO settings (key, value, updated_at) VALUES (${key}, ${JSON.stringify(value)}::jsonb, now())
        ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value, updated_at = now()`,
  );
}

/** Stores what the body names; the rest keeps its value. */
export async function putSettings(db: Db, body: ShopSettingsBody): Promise<void> {
  const { shippingFee: fee, codLimit: limit, ...text } = body;
  if (fee !== undefined) await putSetting(db, 'shippingFeePaise', toPaise(fee));
  if (limit !== undefined) await putSetting(db, 'codLimitPaise', toPaise(limit));
  for (const [key, value] of Object.entries(text)) if (value !== undefined) await putSetting(db, key as Exclude<SettingKey, 'shippingFeePaise' | 'codLimitPaise'>, value as never);
  // The settings are in every server-rendered page (footer, shipping fee): drop the cached pages in every process.
  await db.execute(sql`SELECT pg_notify(${CATALOGUE_CHANNEL}, ${SETTINGS_NOTICE})`);
}

/** The settings as the API answers them (the fee and the cash-on-delivery limit in rupees). */
export function toSettingsDto({ shippingFeePaise, codLimitPaise, ...text }: Settings): ShopSettings {
  return { shippingFee: toRupees(shippingFeePaise), codLimit: toRupees(codLimitPaise), ...text };
}
