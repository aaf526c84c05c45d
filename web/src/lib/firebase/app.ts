import { getApp, getApps, initializeApp, type FirebaseApp } from "firebase/app";
import { firebaseOptions } from "./config";

/** The Firebase app, created on first use. Only loaded with the auth and functions modules. */
export function firebaseApp(): FirebaseApp {
  return getApps().length > 0 ? getApp() : initializeApp(firebaseOptions);
}
