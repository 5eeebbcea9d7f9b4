/**
 * The alert mails: a readable text part, an HTML part with the pieces' pictures, and the one-click
 * unsubscribe (a link in the mail to the shop's landing page, and the List-Unsubscribe and
 * List-Unsubscribe-Post headers of RFC 8058 pointing at the API, which a mail program posts to).
 */
import { ALERT_KIND_LABELS, discountPercent, formatInr, imageVariantUrl, type AlertKind } from '@shop/shared';
import type { MailMessage } from '../../lib/mail';

/** A piece as a mail shows it. */
export interface MailPiece {
  id: string;
  name: string;
  brand: string | null;
  pricePaise: number;
  /** The price before a drop, when the mail is about one. */
  oldPricePaise?: number;
  image: string | null;
}

export interface MailContext {
  publicUrl: string;
  /** The signed token for this recipient and kind of mail. */
  token: string;
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const pieceUrl = (ctx: MailContext, id: string) => `${ctx.publicUrl}/product/${id}`;
const absolute = (ctx: MailContext, url: string) => (/^https?:\/\//.test(url) ? url : `${ctx.publicUrl}${url.startsWith('/') ? '' : '/'}${url}`);
const title = (p: MailPiece) => (p.brand && !p.name.toLowerCase().includes(p.brand.toLowerCase()) ? `${p.brand} ${p.name}` : p.name);

function pieceText(ctx: MailContext, p: MailPiece): string {
  const off = dropPercent(p);
  const price = p.oldPricePaise !== undefined ? `was ${formatInr(p.oldPricePaise)}, now ${formatInr(p.pricePaise)}${off ? ` (${off}% less)` : ''}` : formatInr(p.pricePaise);
  return `- ${title(p)}: ${price}\n  ${pieceUrl(ctx, p.id)}`;
}

/** How much lower the new price is, in whole percent (null when it is not lower). */
const dropPercent = (p: MailPiece) => (p.oldPricePaise !== undefined ? discountPercent(p.pricePaise, p.oldPricePaise) : null);

const INK = '#1a1a1a';
const SOFT = '#5c5752';
const SERIF = "Georgia,'Times New Roman',serif";
const SANS = 'Helvetica,Arial,sans-serif';

function pieceHtml(ctx: MailContext, p: MailPiece): string {
  const url = escapeHtml(pieceUrl(ctx, p.id));
  // The card variant (480 × 600) stays sharp at 120 px on dense screens and is a few kilobytes.
  const picture = p.image
    ? `<a href="${url}"><img src="${escapeHtml(absolute(ctx, imageVariantUrl(p.image, 'card')))}" alt="${escapeHtml(title(p))}" width="120" height="150" style="display:block;width:120px;height:150px;border:0;object-fit:cover;background:#efe9e1"></a>`
    : '';
  const off = dropPercent(p);
  const price =
    p.oldPricePaise !== undefined
      ? `<s style="color:${SOFT}">${escapeHtml(formatInr(p.oldPricePaise))}</s> <strong>${escapeHtml(formatInr(p.pricePaise))}</strong>${off ? ` <span style="color:#b4471f">(${off}% less)</span>` : ''}`
      : escapeHtml(formatInr(p.pricePaise));
  return (
    `<tr><td width="132" style="padding:0 12px 16px 0;vertical-align:top">${picture}</td>` +
    `<td style="padding:0 0 16px;vertical-align:top;font-family:${SANS};font-size:15px;line-height:1.5;color:${INK}">` +
    `<a href="${url}" style="color:${INK};font-family:${SERIF};font-size:17px;text-decoration:none">${escapeHtml(title(p))}</a><br>${price}<br>` +
    `<a href="${url}" style="color:${INK};font-size:13px;text-decoration:underline">View the piece</a></td></tr>`
  );
}

/** A button-like link (a table cell, which every mail program draws). */
const button = (href: string, label: string) =>
  `<table role="presentation" cellpadding="0" cellspacing="0" style="margin:8px 0 24px"><tr><td style="background:${INK}"><a href="${escapeHtml(href)}" style="display:inline-block;padding:12px 22px;color:#ffffff;font-family:${SANS};font-size:14px;letter-spacing:0.06em;text-transform:uppercase;text-decoration:none">${escapeHtml(label)}</a></td></tr></table>`;

/** Builds one alert mail: the opening lines, the pieces, a closing line, and the unsubscribe part. */
function alertMail(
  ctx: MailContext,
  m: {
    to: string;
    kind: AlertKind;
    mailKind: string;
    subject: string;
    greeting: string;
    intro: string[];
    pieces: MailPiece[];
    more?: { intro: string; pieces: MailPiece[] };
    outro?: string;
    /** Where the mail leads (the saved search in the shop): a button in the HTML part, `line` and the address in the text. */
    action?: { label: string; line: string; url: string };
  },
): MailMessage {
  const pageUrl = `${ctx.publicUrl}/unsubscribe?token=${ctx.token}`;
  const oneClickUrl = `${ctx.publicUrl}/api/alerts/unsubscribe?token=${ctx.token}`;
  const preferencesUrl = `${ctx.publicUrl}/user-details`;
  const why = `You get this mail because "${ALERT_KIND_LABELS[m.kind]}" is on in your mail preferences.`;
  const text = [
    m.greeting,
    '',
    ...m.intro,
    '',
    ...m.pieces.map((p) => pieceText(ctx, p)),
    ...(m.more && m.more.pieces.length ? ['', m.more.intro, '', ...m.more.pieces.map((p) => pieceText(ctx, p))] : []),
    ...(m.action ? ['', `${m.action.line}: ${m.action.url}`] : []),
    ...(m.outro ? ['', m.outro] : []),
    '',
    'Tangerine Luxury',
    '',
    `${why} To stop these mails: ${pageUrl}`,
  ].join('\n');
  const paragraph = (line: string) => `<p style="margin:0 0 14px;font-family:${SANS};font-size:15px;line-height:1.55;color:${INK}">${escapeHtml(line)}</p>`;
  const table = (pieces: MailPiece[]) => `<table role="presentation" cellpadding="0" cellspacing="0" width="100%" style="margin:10px 0 8px">${pieces.map((p) => pieceHtml(ctx, p)).join('')}</table>`;
  const html = [
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">',
    `<title>${escapeHtml(m.subject)}</title></head>`,
    `<body style="margin:0;padding:0;background:#f4efe8">`,
    `<table role="presentation" cellpadding="0" cellspacing="0" width="100%" style="background:#f4efe8"><tr><td align="center" style="padding:24px 12px">`,
    `<table role="presentation" cellpadding="0" cellspacing="0" width="100%" style="max-width:560px;background:#ffffff"><tr><td style="padding:28px 24px 8px">`,
    `<p style="margin:0 0 24px;font-family:${SERIF};font-size:20px;letter-spacing:0.18em;text-transform:uppercase;color:${INK}"><a href="${escapeHtml(ctx.publicUrl)}" style="color:${INK};text-decoration:none">Tangerine Luxury</a></p>`,
    paragraph(m.greeting),
    ...m.intro.map(paragraph),
    table(m.pieces),
    ...(m.more && m.more.pieces.length ? [paragraph(m.more.intro), table(m.more.pieces)] : []),
    ...(m.action ? [button(m.action.url, m.action.label)] : []),
    ...(m.outro ? [paragraph(m.outro)] : []),
    paragraph('Tangerine Luxury'),
    `</td></tr><tr><td style="padding:16px 24px 24px;border-top:1px solid #e8e1d8;font-family:${SANS};font-size:12px;line-height:1.5;color:${SOFT}">`,
    `${escapeHtml(why)} <a href="${escapeHtml(pageUrl)}" style="color:${SOFT}">Unsubscribe</a> · <a href="${escapeHtml(preferencesUrl)}" style="color:${SOFT}">Mail preferences</a>`,
    `</td></tr></table></td></tr></table></body></html>`,
  ].join('');
  return {
    to: m.to,
    kind: m.mailKind,
    subject: m.subject,
    text,
    html,
    headers: { 'List-Unsubscribe': `<${oneClickUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}

export function priceDropMail(ctx: MailContext, to: string, firstName: string, pieces: MailPiece[]): MailMessage {
  const one = pieces.length === 1;
  return alertMail(ctx, {
    to,
    kind: 'price_drop',
    mailKind: 'alert-price-drop',
    subject: one ? `Price drop: ${title(pieces[0]!)} is now ${formatInr(pieces[0]!.pricePaise)}` : `Price drops on ${pieces.length} pieces in your wishlist`,
    greeting: `Dear ${firstName},`,
    intro: [one ? 'A piece in your wishlist costs less now:' : 'Pieces in your wishlist cost less now:', 'Every piece is one of one, so it goes to whoever buys it first.'],
    pieces,
  });
}

export function unavailableMail(ctx: MailContext, to: string, firstName: string, piece: MailPiece, held: boolean, similar: MailPiece[]): MailMessage {
  return alertMail(ctx, {
    to,
    kind: 'sold',
    mailKind: held ? 'alert-held' : 'alert-sold',
    subject: held ? `${title(piece)} from your wishlist is on hold` : `${title(piece)} from your wishlist has sold`,
    greeting: `Dear ${firstName},`,
    intro: [held ? 'A piece in your wishlist is now held for another shopper on layaway. If the layaway lapses, it comes back to the shop.' : 'A piece in your wishlist has found a new home.'],
    pieces: [piece],
    more: { intro: similar.length ? 'Similar pieces still for sale:' : '', pieces: similar },
  });
}

export function digestMail(ctx: MailContext, to: string, firstName: string, searchName: string, pieces: MailPiece[], total: number, searchUrl: string): MailMessage {
  return alertMail(ctx, {
    to,
    kind: 'saved_search',
    mailKind: 'alert-saved-search',
    subject: `${total} new ${total === 1 ? 'piece' : 'pieces'} for your search "${searchName}"`,
    greeting: `Dear ${firstName},`,
    intro: [`New in the shop for your saved search "${searchName}":`],
    pieces,
    action:
      total > pieces.length
        ? { label: `See all ${total} pieces`, line: `And ${total - pieces.length} more`, url: searchUrl }
        : { label: 'See the search in the shop', line: 'See the search in the shop', url: searchUrl },
  });
}

export function requestMatchMail(ctx: MailContext, to: string, requestName: string, piece: MailPiece): MailMessage {
  return alertMail(ctx, {
    to,
    kind: 'product_request',
    mailKind: 'alert-product-request',
    subject: `A piece you asked for is in the shop: ${title(piece)}`,
    greeting: 'Hello,',
    intro: [`You asked us to look for "${requestName}". This piece has just been listed:`],
    pieces: [piece],
    outro: 'Every piece is one of one, so it goes to whoever buys it first.',
  });
}
