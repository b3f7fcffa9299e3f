// Stripe secret keys come from the environment per dealership, never from sites/ (which is public data).
export type SecretSource = Record<string, string | undefined>;

/** "sunshine-toyota" → "SUNSHINE_TOYOTA". */
export function envSuffix(slug: string): string {
  return slug.toUpperCase().replace(/[^A-Z0-9]+/g, "_").replace(/^_|_$/g, "");
}

/** STRIPE_SECRET_KEY_<DEALERSHIP> first, else the shared STRIPE_SECRET_KEY; null when neither is set. */
export function stripeSecretKey(source: SecretSource, dealershipSlug: string): string | null {
  const own = source[`STRIPE_SECRET_KEY_${envSuffix(dealershipSlug)}`]?.trim();
  const shared = source.STRIPE_SECRET_KEY?.trim();
  return own || shared || null;
}

/** The webhook signing secret: per dealership (STRIPE_WEBHOOK_SECRET_<DEALERSHIP>) or shared. */
export function stripeWebhookSecret(source: SecretSource, dealershipKey?: string): string | null {
  const own = dealershipKey ? source[`STRIPE_WEBHOOK_SECRET_${envSuffix(dealershipKey)}`]?.trim() : undefined;
  return own || source.STRIPE_WEBHOOK_SECRET?.trim() || null;
}
