// Loaded into firebase-tools (`node --import` this file, before the CLI) wherever a script starts the
// emulators. The Auth emulator builds its REST API with exegesis-express, which by default compiles a
// validator for every parameter and body of the whole Identity Toolkit API before the emulator answers:
// about 15 s of CPU on each start here, half of the suite's start-up (docs/decisions/0081). exegesis can
// compile each validator the first time a request needs it instead (`lazyCompileValidationSchemas`); the
// same requests are validated the same way. firebase-tools offers no setting for it, so this passes it in.
import { createRequire } from "node:module";

const requireFromCli = createRequire(new URL("../../node_modules/firebase-tools/package.json", import.meta.url));

/** @typedef {(openApiDoc: unknown, options?: Record<string, unknown>, done?: unknown) => unknown} Middleware */

try {
  /** @type {{ middleware: Middleware }} */
  const exegesisExpress = requireFromCli("exegesis-express");
  const compileEagerly = exegesisExpress.middleware;
  exegesisExpress.middleware = (openApiDoc, options, done) =>
    compileEagerly(openApiDoc, { ...options, lazyCompileValidationSchemas: true }, done);
} catch (error) {
  // Only a slower start: never a reason for the emulators not to start.
  console.warn(`lazy-auth-validators: left the Auth emulator as it is (${String(error)})`);
}
