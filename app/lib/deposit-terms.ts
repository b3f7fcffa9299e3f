// The deposit terms shown before paying (issue 10): amount, currency, hold, what is refundable and when.
export type DepositCurrency = "AUD" | "NZD" | "USD";

export interface DepositTerms {
  amountCents: number;
  currency: DepositCurrency;
  /** How long a paid deposit holds the car. */
  holdHours: number;
  /** How long after paying the refundable part can be claimed back. */
  refundableHours: number;
  /** The part of the deposit kept by the dealer when cancelled (0: fully refundable in the window). */
  nonRefundableCents: number;
  /** The car's state (e.g. "QLD"), whose rule applies. */
  state: string;
  /** Plain sentences shown before paying. */
  texts: string[];
}
