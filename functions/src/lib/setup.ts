// What every function needs before any is defined: the Admin SDK's app, and the options all functions share
// (set once here rather than repeated per function). Imported first by index.ts, for its effect.
import { initializeApp } from "firebase-admin/app";
import { setGlobalOptions } from "firebase-functions/v2";
import { GLOBAL_OPTIONS } from "./runtime-options.js";

initializeApp();
setGlobalOptions(GLOBAL_OPTIONS);
