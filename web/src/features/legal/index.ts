import type { ComponentType } from "react";
import { ContactPage } from "./ContactPage";
import { CoppaPage } from "./CoppaPage";
import { DisclaimerPage } from "./DisclaimerPage";
import { DmcaPage } from "./DmcaPage";
import { GuidelinesPage } from "./GuidelinesPage";
import { PrivacyPage } from "./PrivacyPage";
import { TermsPage } from "./TermsPage";
import { paths } from "../../lib/paths";

/** Every legal page with its route and heading, for the router and footer. */
export const legalPages: ReadonlyArray<{ path: string; title: string; Component: ComponentType }> = [
  { path: paths.terms, title: "Terms of Service", Component: TermsPage },
  { path: paths.privacy, title: "Privacy Policy", Component: PrivacyPage },
  { path: paths.dmca, title: "DMCA Policy", Component: DmcaPage },
  { path: paths.guidelines, title: "Community Guidelines", Component: GuidelinesPage },
  { path: paths.disclaimer, title: "Disclaimer", Component: DisclaimerPage },
  { path: paths.contact, title: "Contact", Component: ContactPage },
  { path: paths.coppa, title: "COPPA Notice", Component: CoppaPage },
];
