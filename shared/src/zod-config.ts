// The one module of @village/shared with an effect at load (package.json lists it in `sideEffects`, so no
// bundler drops it): zod's global configuration.
//
// zod compiles object parsers with `new Function` after probing whether it may. The web app's
// Content-Security-Policy has no 'unsafe-eval', and Chromium reports even the probe as a violation, so the
// schemas are built jitless. zod reads the setting when an object schema is built, so every module of
// @village/shared that builds a schema imports this one first (not index.ts: a bundle that only reads a
// constant from the package must not carry zod); the speed-up would not be measurable on requests this
// small anyway.
import { z } from "zod";

z.config({ jitless: true });
