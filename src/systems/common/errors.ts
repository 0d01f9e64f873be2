// The errors rules code throws for what the rules do not allow; screens show their messages.

/** A purchase the character cannot make: unknown, unaffordable or not allowed by the rules. */
export class PurchaseError extends Error {
  override name = 'PurchaseError'
}

/** An action the rules do not allow in the character's state, e.g. healing a dead character. */
export class RulesError extends Error {
  override name = 'RulesError'
}
