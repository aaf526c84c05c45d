import { Link } from "wouter";
import { GUIDELINES_LOG_SECTION, paths } from "../../lib/paths";
import { ContactEmailLink, LegalPage, LegalSection } from "./LegalPage";

// Each rule's id is `guidelineAnchor` of its GUIDELINES entry (shared/src/moderation.ts), written out so the
// legal pages' chunk names no shared module (legal-pages.test.tsx holds the two together).
export function GuidelinesPage() {
  return (
    <LegalPage title="Community Guidelines">
      <p>
        Village is a place to share genuine suggestions, ideas and stories, shown newest first with no algorithm
        deciding what gets seen. That only works if everyone looks after it. These guidelines apply to every post,
        signed in or anonymous.
      </p>

      <LegalSection heading="Keep it human" id="guideline-keep-it-human">
        <ul>
          <li>Share things you actually think, made or want others to try.</li>
          <li>Be kind, even when you disagree. Talk about ideas, not about the people behind them.</li>
          <li>Write for people, not for search engines or bots, and do not post on anyone else&apos;s behalf.</li>
          <li>Posting anonymously is fine; using it to hurt someone is not.</li>
        </ul>
      </LegalSection>

      <LegalSection heading="What is not allowed">
        <ul>
          <li id="guideline-hate">
            <strong>Hate:</strong> attacks on people for their race, ethnicity, national origin, religion, caste,
            disability, sex, gender identity, sexual orientation, age or serious illness.
          </li>
          <li id="guideline-harassment">
            <strong>Harassment:</strong> bullying, threats, insults aimed at a person, or encouraging others to pile on.
          </li>
          <li id="guideline-sexual">
            <strong>Porn and sexual content:</strong> no pornography or sexually explicit material, and never anything
            that sexualises minors.
          </li>
          <li id="guideline-violence">
            <strong>Violence:</strong> threats, praise for violent attacks, or encouragement of self-harm.
          </li>
          <li id="guideline-doxxing">
            <strong>Doxxing:</strong> posting someone&apos;s private information, such as a home address, phone number
            or private messages, without their permission.
          </li>
          <li id="guideline-scams">
            <strong>Scams:</strong> phishing, fraud, fake giveaways, misleading links or anything designed to trick
            people out of money or information.
          </li>
          <li id="guideline-spam">
            <strong>Spam:</strong> advertising, repeated posts, link farms or automated posting.
          </li>
          <li id="guideline-illegal">
            <strong>Illegal content:</strong> anything that breaks the law, including other people&apos;s copyrighted
            work posted without permission.
          </li>
        </ul>
      </LegalSection>

      <LegalSection heading="What happens to posts that break the rules">
        <p>
          We remove posts that break these guidelines. Depending on how serious it is, we may also suspend or close the
          account that posted it, and block further posts. Threats of violence and anything that endangers a child are
          reported to the authorities. Removal decisions are made by people, not by an algorithm.
        </p>
        <p>
          Whenever a moderator acts on your post, reply or account, or reports hide a post of yours until a moderator
          reviews it, you are told privately, on your next visit to any page (signed in, or in the browser you posted
          from): what was done, the reason, which of these guidelines, when, for how long, and what you can do. Nobody
          else is told, and we never e-mail it.
        </p>
        <p>
          You can appeal each action once, within 14 days, in a few words (at most 1,000 characters). A moderator other
          than the one who acted decides, and you are told the decision and why. A hidden post or reply is kept, not
          deleted, until then. Spam may be marked as not open to appeal; you are told when it is.
        </p>
        <p>
          During a wave of spam from new accounts, Village turns on <strong>safe mode</strong>: a post or reply from an
          account or browser less than a day old then waits for a moderator before anyone else sees it. Its author sees
          it marked &ldquo;Waiting for a moderator&rdquo;; once a moderator approves one, that author&apos;s posts no
          longer wait. The posting pages say when safe mode is on, and the moderation log says when it starts and ends.
        </p>
      </LegalSection>

      <LegalSection heading="Reporting a post">
        <p>
          If you see a post that breaks these guidelines, use <strong>Report</strong> in the post&apos;s{" "}
          <strong>⋯</strong> menu (on the board and on the post&apos;s own page): choose a reason and, if you like, add
          a note. You do not need an account, and nobody but moderators sees your report. What moderators did is listed
          in the <Link href={paths.moderationLog}>moderation log</Link>. If someone is in immediate danger, contact your
          local emergency services first; for anything a report cannot say, write to <ContactEmailLink />.
        </p>
      </LegalSection>

      <LegalSection heading="The moderation log" id={GUIDELINES_LOG_SECTION}>
        <p>
          The <Link href={paths.moderationLog}>moderation log</Link> lists what moderators did, newest hour first, with
          the reason: each post hidden, restored, kept or removed, on its own line, and each author suspended. It never
          says who moderated, who reported or who wrote a post, and within an hour the order says nothing. A post&apos;s
          title shows only while the post is up: once it is hidden or removed, by anyone, every line about it shows
          [removed]. Authors deleting their own posts is not moderation and is not listed.
        </p>
      </LegalSection>
    </LegalPage>
  );
}
