import { defineInt } from "firebase-functions/params";
import type { Allowance } from "../services/rate-limit.js";

// Configurable per project in functions/.env (defaults) or functions/.env.<project-id>.
const suggestionsPerMinute = defineInt("SUGGESTIONS_PER_MINUTE", { default: 5 });
const suggestionsPerDay = defineInt("SUGGESTIONS_PER_DAY", { default: 50 });
const anonymousPerMinute = defineInt("ANONYMOUS_POSTS_PER_MINUTE", { default: 3 });
const anonymousPerDay = defineInt("ANONYMOUS_POSTS_PER_DAY", { default: 20 });

export const suggestionAllowance = (): Allowance => ({
  perMinute: suggestionsPerMinute.value(),
  perDay: suggestionsPerDay.value(),
});

export const anonymousAllowance = (): Allowance => ({
  perMinute: anonymousPerMinute.value(),
  perDay: anonymousPerDay.value(),
});
