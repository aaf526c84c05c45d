// The one module of @village/shared with an effect at load (package.json lists it in `sideEffects`, so no
// bundler drops it): zod's global configuration.
//
// zod compiles object parsers with `new Function` after probing whether it may. The web app's
// Content-Security-Policy has no 'unsafe-eval', and Chromium reports even the probe as a violation, so the
// schemas are built jitless. zod reads the setting when an object schema is built, so this module is imported
// first: by index.ts, before any module that builds one, and by fields.ts, which the contracts build theirs
// with; the speed-up would not be measurable on requests this small anyway.
import { z } from "zod";

z.config({ jitless: true });
