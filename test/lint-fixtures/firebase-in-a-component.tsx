// Deliberately broken, for scripts/lint-rules.test.ts, which lints it as web/src/components/… and as a
// feature's api/ module: the UI imports Firebase only through web/src/lib/firebase and the features' api/.
import { getAuth } from "firebase/auth";

export const auth = getAuth;
