/**
 * The alert mails: a readable text part, an HTML part with the pieces' pictures, and the one-click
 * unsubscribe (a link in the mail to the shop's landing page, and the List-Unsubscribe and
 * List-Unsubscribe-Post headers of RFC 8058 pointing at the API, which a mail program posts to).
 */
import { ALERT_KIND_LABELS, formatInr, type AlertKind } from '@shop/shared';
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
  const price = p.oldPricePaise !== undefined ? `was ${formatInr(p.oldPricePaise)}, now ${formatInr(p.pricePaise)}` : formatInr(p.pricePaise);
  return `- ${title(p)}: ${price}\n  ${pieceUrl(ctx, p.id)}`;
}

function pieceHtml(ctx: MailContext, p: MailPiece): string {
  const url = escapeHtml(pieceUrl(ctx, p.id));
  const picture = p.image ? `<a href="${url}"><img src="${escapeHtml(absolute(ctx, p.image))}" alt="${escapeHtml(title(p))}" width="120" style="display:block;border:0"></a>` : '';
  const price = p.oldPricePaise !== undefined ? `<s>${escapeHtml(formatInr(p.oldPricePaise))}</s> <strong>${escapeHtml(formatInr(p.pricePaise))}</strong>` : escapeHtml(formatInr(p.pricePaise));
  return `<tr><td style="padding:8px 12px 8px 0;vertical-align:top">${picture}</td><td style="padding:8px 0;vertical-align:top"><a href="${url}" style="color:#1a1a1a">${escapeHtml(title(p))}</a><br>${price}</td></tr>`;
}

/** Builds one alert mail: the opening lines, the pieces, a closing line, and the unsubscribe part. */
function alertMail(
  ctx: MailContext,
  m: { to: string; kind: AlertKind; mailKind: string; subject: string; greeting: string; intro: string[]; pieces: MailPiece[]; more?: { intro: string; pieces: MailPiece[] }; outro?: string },
): MailMessage {
  const pageUrl = `${ctx.publicUrl}/unsubscribe?token=${ctx.token}`;
  const oneClickUrl = `${ctx.publicUrl}/api/alerts/unsubscribe?token=${ctx.token}`;
  const why = `You get this mail because "${ALERT_KIND_LABELS[m.kind]}" is on in your mail preferences.`;
  const text = [
    m.greeting,
    '',
    ...m.intro,
    '',
    ...m.pieces.map((p) => pieceText(ctx, p)),
    ...(m.more && m.more.pieces.length ? ['', m.more.intro, '', ...m.more.pieces.map((p) => pieceText(ctx, p))] : []),
    ...(m.outro ? ['', m.outro] : []),
    '',
    'Tangerine Luxury',
    '',
    `${why} To stop these mails: ${pageUrl}`,
  ].join('\n');
  const table = (pieces: MailPiece[]) => `<table role="presentation" cellpadding="0" cellspacing="0">${pieces.map((p) => pieceHtml(ctx, p)).join('')}</table>`;
  const html = [
    `<div style="font-family:Georgia,serif;color:#1a1a1a;max-width:560px">`,
    `<p>${escapeHtml(m.greeting)}</p>`,
    ...m.intro.map((line) => `<p>${escapeHtml(line)}</p>`),
    table(m.pieces),
    ...(m.more && m.more.pieces.length ? [`<p>${escapeHtml(m.more.intro)}</p>`, table(m.more.pieces)] : []),
    ...(m.outro ? [`<p>${escapeHtml(m.outro)}</p>`] : []),
    `<p>Tangerine Luxury</p>`,
    `<p style="font-size:12px;color:#666">${escapeHtml(why)} <a href="${escapeHtml(pageUrl)}">Unsubscribe</a></p>`,
    `</div>`,
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
    outro: total > pieces.length ? `And ${total - pieces.length} more: ${searchUrl}` : `See the search in the shop: ${searchUrl}`,
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
