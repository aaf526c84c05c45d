// A deliberate import cycle (cycle-a → cycle-b → cycle-a), for scripts/lint-rules.test.ts only. The main
// lint run ignores this folder; the test lints it on purpose and expects import-x/no-cycle to fail it.
import { b } from "./cycle-b";

export const a = () => b;
