/** Stable error codes a program can switch on; messages are written for shoppers. */
export const ERROR_MESSAGES = {
  VALIDATION_FAILED: 'Some of the information sent is not valid.',
  UNAUTHENTICATED: 'Please sign in to continue.',
  FORBIDDEN: 'You are not allowed to do that.',
  NOT_FOUND: 'We could not find what you asked for.',
  CONFLICT: 'That conflicts with something that already exists.',
  RATE_LIMITED: 'Too many attempts. Please wait a moment and try again.',
  PAYLOAD_TOO_LARGE: 'What you sent is too large.',
  UNSUPPORTED_MEDIA_TYPE: 'That kind of content is not accepted here.',
  INTERNAL: 'Something went wrong on our side. Please try again.',
  INVALID_CREDENTIALS: 'Invalid email or password',
  EMAIL_TAKEN: 'An account with this email already exists.',
  PASSWORDS_DO_NOT_MATCH: 'Passwords do not match',
  PRODUCT_NOT_FOUND: 'This product is no longer available.',
  SIZE_NOT_FOUND: 'That size does not exist for this product.',
  OUT_OF_STOCK: 'Sorry, this item is no longer available in the quantity you asked for.',
  CART_EMPTY: 'Your cart is empty',
  CART_ITEM_NOT_FOUND: 'That item is not in your cart.',
  ORDER_NOT_FOUND: 'We could not find that order.',
  ORDER_NOT_CANCELLABLE: 'This order can no longer be cancelled.',
  INVALID_TRANSITION: 'An order cannot move to that status from its current one.',
  IDEMPOTENCY_CONFLICT: 'This checkout attempt is already being processed.',
  COUPON_INVALID: 'This coupon code is not valid.',
  COUPON_EXPIRED: 'This coupon has expired.',
  COUPON_NOT_STARTED: 'This coupon is not active yet.',
  COUPON_MIN_ORDER: 'Your order does not reach this coupon’s minimum amount.',
  COUPON_USED_UP: 'This coupon has been fully used.',
  COUPON_ALREADY_USED: 'You have already used this coupon.',
  COUPON_NOT_YOURS: 'This coupon was issued to another email address.',
  COUPON_FIRST_ORDER: 'This coupon is for a first order only.',
  IDEMPOTENCY_KEY_REUSED: 'This Idempotency-Key was already used with a different request body. Use a new key for a new order.',
  OFFER_UNAVAILABLE: 'This piece is not available, so we cannot take an offer on it.',
  OFFER_USED: 'The agreed offer price has already been used for another order.',
  PAYMENT_DECLINED: 'Your payment was declined. Nothing was charged and your cart is unchanged.',
  PAYMENT_INVALID: 'The payment details are not valid.',
  PAYMENT_EXPIRED: 'The time to pay for this order has passed.',
  BRAND_EXISTS: 'A brand with this name already exists.',
  BRAND_NOT_FOUND: 'That brand does not exist.',
  UPLOAD_INVALID: 'Only JPEG, PNG, WebP, GIF or AVIF images are accepted.',
  UPLOAD_TOO_LARGE: 'Each image must be 5 MB or smaller.',
  RETURN_NOT_ALLOWED: 'This item cannot be returned.',
  LAYAWAY_NOT_ALLOWED: 'Layaway is not available for this order.',
  COD_NOT_AVAILABLE: 'Cash on delivery is not available for this order. Please pay online.',
  OFFER_NOT_FOUND: 'We could not find that offer.',
  RESET_TOKEN_INVALID: 'This password reset link is invalid or has expired.',
  PASSWORD_TOO_COMMON: 'This password is on the list of the most common passwords, which are the first ones tried by anyone guessing. Please choose another.',
  CURRENT_PASSWORD_WRONG: 'Your current password is not right.',
  SAVED_SEARCH_NOT_FOUND: 'We could not find that saved search.',
  SAVED_SEARCH_LIMIT: 'You have saved as many searches as you can keep. Please delete one first.',
  UNSUBSCRIBE_INVALID: 'This unsubscribe link is not valid. You can choose your mails on your account page.',
  ACCOUNT_DISABLED: 'This account has been disabled by the shop. Please contact us if you think this is a mistake.',
  // Phone sign-in, UPI and EMI (issue 20)
  PHONE_CODE_WRONG: 'That code is not right. Please check the SMS and try again.',
  PHONE_CODE_EXPIRED: 'This code has expired or was not sent to this number. Please ask for a new code.',
  PHONE_CODE_LOCKED: 'Too many wrong codes. Please ask for a new code.',
  PHONE_TAKEN: 'This mobile number belongs to another account.',
  EMI_NOT_AVAILABLE: 'EMI is not available for this payment.',
} as const;

export type ErrorCode = keyof typeof ERROR_MESSAGES;

/** The failure envelope every API error uses. */
export interface ApiErrorBody {
  success: false;
  message: string;
  code: ErrorCode;
  details?: { path: string; message: string }[];
}
