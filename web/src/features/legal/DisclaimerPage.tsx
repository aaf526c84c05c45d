import { Link } from "wouter";
import { LegalPage, LegalSection } from "./LegalPage";
import { paths } from "../../lib/paths";

export function DisclaimerPage() {
  return (
    <LegalPage title="Disclaimer">
      <LegalSection heading="Posts are users' own views">
        <p>
          Everything in the list on Village is written by its users. Posts reflect the views of the people who wrote
          them, not the views of Village. We do not check posts before they appear and we do not endorse them. We do not
          guarantee that anything posted is accurate, complete or up to date.
        </p>
      </LegalSection>

      <LegalSection heading="No professional advice">
        <p>
          Nothing on Village is professional advice. Posts are not medical, legal, financial, tax or any other expert
          advice, and should not be relied on as a substitute for it. Before acting on something you read here, talk to
          a qualified professional.
        </p>
      </LegalSection>

      <LegalSection heading="Links to third-party sites">
        <p>
          Posts can include links to other websites. Those sites are run by other people, and we are not responsible for
          their content, safety or privacy practices. Links open in a new tab; look at the address before you visit, and
          be careful about sharing personal information or downloading files.
        </p>
      </LegalSection>

      <LegalSection heading="Use at your own risk">
        <p>
          Village is provided &quot;as is&quot;. To the fullest extent the law allows, we are not liable for any loss
          that comes from relying on posts or on linked sites. Our <Link href={paths.terms}>Terms of Service</Link> set
          out the full terms. If you think a post is harmful or breaks our{" "}
          <Link href={paths.guidelines}>Community Guidelines</Link>, please let us know.
        </p>
      </LegalSection>
    </LegalPage>
  );
}
