import { Link } from "wouter";
import { ContactEmailLink, LegalPage, LegalSection } from "./LegalPage";
import { PublicDataSection } from "./PublicDataSection";
import { paths } from "../../lib/paths";
import { SIGNED_OUT_IDLE_DAYS } from "../../lib/signed-out-browser";

export function PrivacyPage() {
  return (
    <LegalPage title="Privacy Policy">
      <p>
        This policy explains what information Village collects, why, who it is shared with and the choices you have.
        Village is a small community board based in the United States. We collect as little as we can to run it.
      </p>

      <LegalSection heading="Information we collect">
        <ul>
          <li>
            <strong>Account details.</strong> When you sign up we store your e-mail address, the display name you choose
            (optional) and a user ID (uid) that identifies your account. If you sign in with Google, Google shares your
            name, e-mail address and profile picture address with us, and your Google name becomes your display name.
          </li>
          <li>
            <strong>Your posts.</strong> The title, details, link and text you submit, the time you posted, and the name
            shown with the post: your display name, or your e-mail address only if you choose &quot;Post as my e-mail
            address&quot; (without a name you are asked before your first post; your e-mail address is never shown
            unless you choose it). Posts are linked to your user ID, which is never made public.
          </li>
          <li>
            <strong>Anonymous posts.</strong> Posts made on the anonymous posting page store no name, no e-mail address
            and nothing derived from your network address. When you post or report without signing in, Firebase
            Authentication gives this browser an anonymous account: a random ID with no name, no e-mail and no password,
            which your browser keeps (see below) until you sign in or out, press &quot;Forget this browser&quot; on the
            anonymous posting page, or leave it unused for {SIGNED_OUT_IDLE_DAYS} days, and which is never made public.
            We delete anonymous accounts 30 days after they were made. To let moderators act on an anonymous author
            without knowing who it is, each post keeps a keyed hash of that ID (of your user ID if you post signed in),
            for as long as the post exists: moderators can hide that author&apos;s anonymous posts or stop it posting,
            but are never shown the ID, your account or your address, and what they do to an anonymous author never
            touches your named posts. If you happen to be signed in, your user ID is stored with the post for its
            deletion (by you, or with your account), but it is never made public and moderators never use it: only the
            site&apos;s administrators can see it. If a moderator suspends an author, we keep a hash of the account or
            browser, the reason and the end date until the suspension ends (for good: until it is lifted). For a
            suspended account we also keep, as keyed hashes, its verified e-mail address and its Google (or other
            sign-in) account ID, even after the account is deleted, so that signing up again does not lift the
            suspension; neither is kept in the clear. If a moderator removes a post, we keep, without its content, a
            hash of its author&apos;s account or anonymous ID and the moderator&apos;s reason, so that its author alone
            can be told it was removed and why. For every action a moderator takes on your post, reply or account (and
            every hide after reports) we keep a private notice for you alone: what was done, the reason, the guideline,
            when and for how long, under your user ID or the keyed hash of this browser&apos;s anonymous ID, with a hash
            of the acting moderator&apos;s account so that another moderator decides an appeal. If you appeal, we keep
            your appeal&apos;s text and the decision with it. Nobody else can read these, moderators see an appeal
            without knowing who wrote it, and we never e-mail them. Your account&apos;s notices are deleted with it.
          </li>
          <li>
            <strong>Your replies.</strong> The text of a reply, the time, the post it answers and the name it is signed
            with: your display name when you reply signed in, or, signed out, a name for that thread alone
            (&quot;Anonymous&quot; and a word), which nothing public ties to your names in other threads. Like a post, a
            reply keeps a keyed hash of your user ID or this browser&apos;s anonymous ID for moderators, and your user
            ID when you reply signed in; neither is ever made public. For each thread you reply in we also keep, under a
            hash that differs from thread to thread, when you last replied there and the name you were given. You can
            delete a reply from the browser you wrote it in; it goes from the thread at once. When a post is deleted,
            its replies are deleted with it. A reply&apos;s author cannot be told from the post&apos;s author unless the
            post&apos;s author replies, when the reply is marked &quot;author&quot;. For each of your posts we keep,
            beside it and never public, how many of its replies you had when you last opened it, and whether you turned
            its reply notices off, so that you alone are told of new replies; it goes when the post or your account
            goes.
          </li>
          <li>
            <strong>Technical logs.</strong> Like any web service, our hosting provider records basic technical
            information such as IP address, browser type and the time of requests. We use these only to keep the site
            secure and working.
          </li>
          <li>
            <strong>Posting limits.</strong> To stop floods of spam, we count how often each account and each network
            address has posted in the last minute and day. Addresses are stored only as a keyed hash, never as the
            address itself, and these counts are deleted within three days. No address hash is kept on a post: older
            posts that had one lose it within a day.
          </li>
        </ul>
        <p>We do not ask for your real name, address, phone number, location or payment details.</p>
      </LegalSection>

      <PublicDataSection />

      <LegalSection heading="How we use it">
        <p>We use this information to:</p>
        <ul>
          <li>run the site: sign you in, show posts and your name next to them, and keep the list in order;</li>
          <li>protect Village and its users from spam, abuse and attacks;</li>
          <li>answer your messages and requests;</li>
          <li>meet our legal obligations.</li>
        </ul>
        <p>We do not use your information for advertising and we do not build profiles about you.</p>
      </LegalSection>

      <LegalSection heading="Sharing">
        <p>
          Posts are public and anyone can read them, as set out under &quot;What is public and what is not&quot; above.
          Apart from that, we do not sell, rent or trade your personal information. We share it only with:
        </p>
        <ul>
          <li>
            <strong>Google Firebase</strong>, which hosts the site and stores accounts and posts for us as our service
            provider (processor), under Google&apos;s data protection terms. Your data may be stored in the United
            States.
          </li>
          <li>authorities, when the law requires it or to protect someone&apos;s safety.</li>
        </ul>
      </LegalSection>

      <LegalSection heading="How long we keep it">
        <p>
          We keep your account and posts until you delete them or ask us to. Technical logs are kept for a limited time
          by our hosting provider. Deleted information may remain in backups for a short period before it is removed.
        </p>
      </LegalSection>

      <LegalSection heading="Security">
        <p>
          Village runs on Google Firebase. Connections to the site are encrypted with HTTPS, passwords are handled by
          Firebase Authentication and are never visible to us, and database rules limit who can write what. No system is
          perfectly secure, so please use a password you do not use anywhere else.
        </p>
      </LegalSection>

      <LegalSection heading="Children's privacy (COPPA)">
        <p>
          Village is not for children under 13, and we do not knowingly collect personal information from them, as
          required by the Children&apos;s Online Privacy Protection Act (COPPA). If we learn that a child under 13 has
          given us personal information, we delete it. See our <Link href={paths.coppa}>COPPA Notice</Link> for details
          and for how parents can contact us.
        </p>
      </LegalSection>

      <LegalSection heading="Your choices and rights">
        <ul>
          <li>You can browse and read Village without an account or sharing anything.</li>
          <li>You can post anonymously, without a name, on the anonymous posting page.</li>
          <li>
            You can choose a display name when you sign up, or later, before your first post. Display names are cleaned
            of invisible and direction-changing characters, are at most 50 characters, and may not read as
            &quot;anonymous&quot; or as the site or one of its roles (&quot;Village&quot;, &quot;Moderator&quot;,
            &quot;Admin&quot;, &quot;Staff&quot; and the like), whatever letters they are spelled with. Your e-mail
            address can be your display name only once you have verified it.
          </li>
          <li>
            You can delete your own posts from the menu on each post: signed in, from your account; signed out, from the
            browser you posted from, until you sign in or out there.
          </li>
          <li>
            You can edit a post in the 15 minutes after posting, until someone replies to it or reports it. We keep each
            earlier version privately, for you and moderators, never public, and delete them with the post; the post
            shows that it was edited, and when.
          </li>
          <li>
            While safe mode is on (during a wave of spam from new accounts), a post or reply from an account or browser
            less than a day old waits, stored, until a moderator approves it. We note privately on such a post that its
            author was new, which is how the site tells a wave from a calm day; when a moderator approves your post or
            reply, we keep a hash of your account or anonymous ID, never public, so that your later posts do not wait
            (deleted with your account).
          </li>
          <li>
            You can report a post. Reports are kept privately for moderators and never show who reported; moderators see
            only that several reports came from one network address, never the address. The public{" "}
            <Link href={paths.moderationLog}>moderation log</Link> records every moderation action and its reason, but
            never who moderated or reported. Reports made signed in are kept with your account (so you can see what
            became of them) until you delete it. Only reports from accounts at least three days old with a verified
            e-mail can hide a post before a moderator looks; if moderators overturn such a report, we note on your
            account for 30 days that your reports do not count toward hiding posts.
          </li>
          <li>
            On <Link href={paths.account}>your account page</Link>, signed in, you can change your display name (your
            past suggestions then show the new name too, everywhere on Village and in its feed; anonymous posts never
            show it), see your own posts, and download a copy of your information as a JSON file: your e-mail address,
            display name, when you joined, and every post and report of yours with everything stored about it, and each
            reply you wrote signed in (its text, the post it answers, the name and the time).
          </li>
          <li>
            On the same page you can delete your account. You choose whether your posts are deleted too, or kept without
            your name (signed &quot;anonymous&quot;, with nothing left that links them to you or to each other: your
            name leaves the site at once, and each kept post comes back as an anonymous post at its own time within a
            day). Your replies written signed in go the same way: deleted, or kept signed with the anonymous name you
            have in each thread, with your account&apos;s links removed, each back in its thread at its own time within
            a day. We ask you to type DELETE and, for e-mail accounts, your password again. Your reports (with their
            notes), your posting counts and when we first saw your e-mail verified are deleted with the account; a
            suspension in force is kept (see above).
          </li>
          <li>
            If you cannot use the account page (say, you no longer have access to the account), or you want a correction
            to your information corrected, e-mail <ContactEmailLink /> from the address on your account. We may ask you
            to confirm that the account is yours, and we will answer within 30 days.
          </li>
          <li>
            We record once that your account confirmed you are 13 or older (a flag on the account, not your age or date
            of birth).
          </li>
        </ul>
      </LegalSection>

      <LegalSection heading="Cookies and local storage">
        <p>
          Village uses only essential cookies and browser storage, and no advertising or tracking cookies. Firebase
          keeps your sign-in session in your browser (in IndexedDB or local storage) so you stay signed in, and we note
          whether this browser was signed in last time (<code>villageSignedIn</code>, &quot;yes&quot; or &quot;no&quot;,
          in local storage) so that visitors who are not signed in are not made to load the sign-in code. When you
          accept or dismiss the cookie banner, we save a setting called <code>cookiesAccepted</code> in local storage so
          the banner does not come back. To limit abuse of anonymous posting, Firebase also keeps this browser&apos;s
          anonymous account in IndexedDB once you post or report signed out; it says nothing about who you are and is
          never made public. Your anonymous posts keep only a keyed hash of its ID, so that moderators can act on this
          browser&apos;s anonymous posts together; signing in or out, pressing &quot;Forget this browser&quot; on the
          anonymous posting page, leaving it {SIGNED_OUT_IDLE_DAYS} days without posting, reporting or deleting signed
          out, or clearing site data, makes this browser a new anonymous author. To know when that week is up, we note
          the time this browser last did one of these (<code>villageSignedOutUsed</code>, in local storage). Once you
          tick &quot;I am 13 or older&quot; on the anonymous form, we save <code>villageAgeConfirmed</code> in local
          storage so the box is not asked again. Text you have typed but not yet posted on the posting forms is kept in
          this tab&apos;s session storage (<code>villageDraft:…</code>) so a reload does not lose it; it is cleared when
          you post or press Cancel, and when the tab closes. When you post, we keep a list of your posts called{" "}
          <code>villageAuthoredPosts</code> in local storage, so that you are offered Delete on them and, signed out,
          this browser alone is told if a moderator hid or removed one of them or suspended its anonymous posts; the
          same list holds the replies you write, so that you are offered Delete on them. Each account has its own list,
          and posts made signed out another, forgotten with this browser&apos;s anonymous account when anyone signs in,
          and at &quot;Forget this browser&quot; or after {SIGNED_OUT_IDLE_DAYS} days unused together with the age you
          confirmed: whoever signs in next on the same computer is never offered Delete on your posts. You can clear
          these at any time in your browser settings; you will then be signed out, see the banner again, and can no
          longer delete posts you made signed out.
        </p>
      </LegalSection>

      <LegalSection heading="Changes to this policy">
        <p>
          If we change this policy, we will update the effective date above, and for important changes we will give
          notice on the site before they take effect.
        </p>
      </LegalSection>
    </LegalPage>
  );
}
