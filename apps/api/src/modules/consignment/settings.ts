/**
 * The consignment settings in the back office (issue 18): the commission tiers, the consignment
 * period, how long a quote stays open and the early-withdrawal fee, stored as the `consignment`
 * setting (paise and basis points) and shown in rupees and percent. The return window is not one of
 * them: a payout falls due when the buyer's return window (the shop's return policy, shared with
 * returns) has passed, so it is shown for reference only.
 */
import { CONSIGNMENT_RETURN_WINDOW_HOURS, commissionTiersFromInput, toPaise, toRupees, type ConsignmentSettings, type ConsignmentSettingsBody, type ConsignmentSettingsDto } from '@shop/shared';
import type { Db } from '../../db/client';
import { audit } from '../../lib/audit';
import type { AuthUser } from '../../lib/auth';
import { putSettingValue } from '../../lib/settings';
import { consignmentSettings } from './common';

function toSettingsDto(s: ConsignmentSettings): ConsignmentSettingsDto {
  return {
    tiers: s.tiers.map((t) => ({ up_to: t.upToPaise === null ? null : toRupees(t.upToPaise), percent: t.rateBp / 100 })),
    period_days: s.periodDays,
    quote_valid_days: s.quoteValidDays,
    withdrawal_fee: toRupees(s.withdrawalFeePaise),
    return_window_hours: CONSIGNMENT_RETURN_WINDOW_HOURS,
  };
}

export async function getConsignmentSettings(db: Db): Promise<ConsignmentSettingsDto> {
  return toSettingsDto(await consignmentSettings(db));
}

/** Replaces the settings (the body is whole and checked by its schema); quotes already sent keep their terms. */
export async function saveConsignmentSettings(db: Db, actor: AuthUser, body: ConsignmentSettingsBody, now: Date): Promise<ConsignmentSettingsDto> {
  const value: ConsignmentSettings = {
    tiers: commissionTiersFromInput(body.tiers),
    periodDays: body.period_days,
    quoteValidDays: body.quote_valid_days,
    withdrawalFeePaise: toPaise(body.withdrawal_fee),
  };
  return db.transaction(async (tx) => {
    const before = await consignmentSettings(tx);
    await putSettingValue(tx, 'consignment', value);
    await audit(tx, actor.id, 'consignment.settings', 'settings', null, { before, after: value }, now);
    return toSettingsDto(value);
  });
}
