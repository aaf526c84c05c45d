import { ContactEmailLink, LegalPage, LegalSection } from "./LegalPage";

export function DmcaPage() {
  return (
    <LegalPage title="DMCA Policy">
      <p>
        Village respects copyright and expects its users to do the same. We respond to notices of alleged copyright
        infringement under the Digital Millennium Copyright Act (DMCA), 17 U.S.C. § 512.
      </p>

      <LegalSection heading="How to send a notice">
        <p>
          If you believe a post on Village infringes a copyright you own or are authorised to act for, send a written
          notice to our designated agent at <ContactEmailLink />. Your notice must include:
        </p>
        <ol>
          <li>your physical or electronic signature;</li>
          <li>a description of the copyrighted work you believe has been infringed;</li>
          <li>
            where the material is on Village, with enough detail for us to find it, such as the post&apos;s title,
            author name and date, or a link to it;
          </li>
          <li>your name, postal address, telephone number and e-mail address;</li>
          <li>
            a statement that you have a good-faith belief that the use is not authorised by the copyright owner, its
            agent or the law;
          </li>
          <li>
            a statement that the information in your notice is accurate and, under penalty of perjury, that you are the
            copyright owner or are authorised to act on the owner&apos;s behalf.
          </li>
        </ol>
        <p>
          When we receive a complete notice, we remove or disable access to the material and let the person who posted
          it know, if we can reach them. Incomplete notices may not be acted on.
        </p>
      </LegalSection>

      <LegalSection heading="Counter-notice">
        <p>
          If your post was removed and you believe this was a mistake or misidentification, or that you had the right to
          post it, you may send a counter-notice to the same address. It must include:
        </p>
        <ol>
          <li>your physical or electronic signature;</li>
          <li>a description of the material that was removed and where it appeared before removal;</li>
          <li>
            a statement under penalty of perjury that you have a good-faith belief the material was removed as a result
            of mistake or misidentification;
          </li>
          <li>your name, postal address and telephone number;</li>
          <li>
            a statement that you consent to the jurisdiction of the federal district court for your address (or, if you
            are outside the United States, any judicial district in which Village may be found), and that you will
            accept service of process from the person who sent the original notice or their agent.
          </li>
        </ol>
        <p>
          We forward valid counter-notices to the person who sent the original notice. Unless they tell us within 10
          business days that they have filed a court action, we may restore the material 10 to 14 business days after
          receiving the counter-notice.
        </p>
      </LegalSection>

      <LegalSection heading="Repeat infringers">
        <p>
          We close the accounts of users who repeatedly infringe copyright, in appropriate circumstances, and we may
          remove any of their posts.
        </p>
      </LegalSection>

      <LegalSection heading="False claims">
        <p>
          Under 17 U.S.C. § 512(f), anyone who knowingly makes a false claim in a notice or counter-notice may be liable
          for damages. If you are not sure whether something infringes your rights, consider getting legal advice first.
        </p>
      </LegalSection>
    </LegalPage>
  );
}
