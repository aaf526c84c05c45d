import type { ComponentType } from "react";
import { ContactPage } from "./ContactPage";
import { CoppaPage } from "./CoppaPage";
import { DisclaimerPage } from "./DisclaimerPage";
import { DmcaPage } from "./DmcaPage";
import { GuidelinesPage } from "./GuidelinesPage";
import { PrivacyPage } from "./PrivacyPage";
import { TermsPage } from "./TermsPage";

/** Every legal page with its route and heading, for the router and footer. */
export const legalPages: ReadonlyArray<{ path: string; title: string; Component: ComponentType }> = [
  { path: "/terms", title: "Terms of Service", Component: TermsPage },
  { path: "/privacy", title: "Privacy Policy", Component: PrivacyPage },
  { path: "/dmca", title: "DMCA Policy", Component: DmcaPage },
  { path: "/guidelines", title: "Community Guidelines", Component: GuidelinesPage },
  { path: "/disclaimer", title: "Disclaimer", Component: DisclaimerPage },
  { path: "/contact", title: "Contact", Component: ContactPage },
  { path: "/coppa", title: "COPPA Notice", Component: CoppaPage },
];
