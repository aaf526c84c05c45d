// The confirmAge call itself, loaded on first use by age.ts: it brings the Functions door and the contracts
// (zod, about 27 KiB gzipped), which the sign-up form that offers the confirmation need not load with it.
import { confirmAge } from "@village/shared";
import { callFunction } from "./functions";

export const callConfirmAge = (requestId: string) => callFunction(confirmAge, { requestId });
