import { Link } from 'react-router';
import { usePublicConfig } from '../../lib/publicConfig';
import { LegalDocument, type LegalSection } from './LegalDocument';
import { UNPAID_ORDER_LIFETIME_DAYS } from '../../../common/shop';

export function TermsPage() {
  const { imprint, supportEmail } = usePublicConfig();
  const provider = imprint.company || 'VERSUS';
  const mail = <a href={`mailto:${supportEmail}`}>{supportEmail}</a>;

  const sections: LegalSection[] = [
    {
      id: 'scope',
      title: '1. Scope and provider',
      content: (
        <>
          <p>
            These Terms &amp; Conditions govern the use of the VERSUS platform (website, API and the tournament bot), operated
            by {provider}
            {imprint.address ? `, ${imprint.address}` : ''} (&quot;VERSUS&quot;, &quot;we&quot;). The full provider details are
            in the <Link to="/imprint">Imprint</Link>. By creating an account, entering a tournament, placing an order or
            joining the token whitelist you accept these terms. Differing terms of users do not apply.
          </p>
          <p>
            How we handle personal data is described in our <Link to="/privacy">Privacy Policy</Link>.
          </p>
        </>
      ),
    },
    {
      id: 'beta',
      title: '2. Beta',
      content: (
        <p>
          VERSUS is in beta. Features may change, be added or removed, and the service may be interrupted for maintenance
          or updates. We announce changes that affect running tournaments, orders or the whitelist in advance where
          possible. Beta features are marked as such on the website. There is no entitlement to a particular feature or to
          uninterrupted availability.
        </p>
      ),
    },
    {
      id: 'eligibility',
      title: '3. Eligibility and age',
      content: (
        <ul>
          <li>You must be at least 16 years old to create an account.</li>
          <li>
            Tournaments with cash or crypto prizes, shop orders and the token whitelist are open only to people who are 18
            or older and have full legal capacity.
          </li>
          <li>
            You may only enter tournaments for games whose age rating (USK or PEGI) allows you to play them.
          </li>
          <li>
            You may not use VERSUS if you are subject to sanctions of the EU, the United Nations or Germany, or if taking
            part is illegal where you live. You are responsible for checking the laws of your country.
          </li>
          <li>Employees of VERSUS and of a partner organizer may not win prizes in tournaments they help run.</li>
        </ul>
      ),
    },
    {
      id: 'accounts',
      title: '4. Accounts',
      content: (
        <ul>
          <li>One person, one account. Accounts are personal and may not be shared, sold or transferred.</li>
          <li>The information you give must be true; you must keep your e-mail address up to date so that we can reach you.</li>
          <li>
            Keep your password secret and tell us at once at {mail} if you suspect misuse. You are responsible for what
            happens with your account unless you are not to blame for the misuse.
          </li>
          <li>
            Usernames, nicknames and profile images must not insult, impersonate others, infringe rights or suggest an
            official role at VERSUS or a game publisher.
          </li>
          <li>
            You can delete your account at any time on your <Link to="/account">account page</Link>.
          </li>
        </ul>
      ),
    },
    {
      id: 'tournaments',
      title: '5. Tournaments',
      content: (
        <>
          <p>
            Tournaments are announced on the website with their game, format, platform, date, prize pool and organizer.
            Tournaments are run by VERSUS or by a partner organizer named on the tournament; for partner tournaments the
            partner is responsible for its rules and prizes unless the tournament page says otherwise.
          </p>
          <ul>
            <li>
              <strong>Free entry:</strong> entering a tournament on VERSUS is free of charge. Results depend on skill, never
              on chance.
            </li>
            <li>
              <strong>Registration and play happen through our messaging bot.</strong> The &quot;Play now&quot; button
              opens it. The bot handles sign-up, check-in, pairings, match lobbies and result reporting; its messages are
              part of the tournament rules.
            </li>
            <li>
              Each tournament has its own rules (format, schedule, check-in, match settings, tie-breakers), published on the
              tournament page or in the bot before it starts. Missing a check-in or a match start by more than 10 minutes
              may count as a forfeit.
            </li>
            <li>
              Report results truthfully and keep evidence (screenshots, match ids or recordings) until the tournament is
              over. Disputes must be raised through the bot or at {mail} within 24 hours of the match, with evidence.
            </li>
            <li>
              The tournament admins decide disputes and may replay, award or annul matches. We may move, change the
              format of, or cancel a tournament for good reason (for example technical problems, too few players or
              suspected manipulation); already earned prizes remain unaffected.
            </li>
          </ul>
        </>
      ),
    },
    {
      id: 'fair-play',
      title: '6. Fair play and anti-cheat',
      content: (
        <>
          <p>Competition on VERSUS must be fair. It is forbidden to:</p>
          <ul>
            <li>use cheats, hacks, bots, macros, modified clients or hardware, or exploit bugs of a game or of VERSUS;</li>
            <li>let someone else play for you, play for someone else, or use several accounts (smurfing);</li>
            <li>agree on results, deliberately lose, share prizes in exchange for a result, or bet on matches you play in;</li>
            <li>disrupt opponents, for example by DDoS attacks or by abusing the report function.</li>
          </ul>
          <p>
            We may ask you for evidence such as a recording or a screen share, and may use automated checks on reported
            results. Violations lead, depending on their severity, to forfeits, disqualification, loss of prizes, and
            temporary or permanent bans (section 11).
          </p>
        </>
      ),
    },
    {
      id: 'prizes',
      title: '7. Prizes and taxes',
      content: (
        <ul>
          <li>The prize pool and its split are stated for each tournament. Prizes are not transferable and cannot be exchanged.</li>
          <li>
            Before paying a prize we may verify the winner&apos;s identity, age and eligibility, and check the results for
            fair play. Prizes are paid within 30 days after successful verification, by bank transfer or by crypto
            transfer to a wallet of the winner, as the tournament states.
          </li>
          <li>
            A prize is forfeited if the winner does not provide the information needed for the payment within 60 days of
            our request, or if the winner was disqualified.
          </li>
          <li>
            Winners are responsible for declaring and paying any taxes on their prizes. Where the law obliges us to report
            or withhold, we will do so.
          </li>
        </ul>
      ),
    },
    {
      id: 'shop',
      title: '8. Shop, virtual items and crypto payments',
      content: (
        <>
          <ul>
            <li>
              The shop sells virtual, cosmetic items for your VERSUS account (for example badges, profile frames and
              backgrounds). They give no advantage in tournaments. You receive a personal, non-transferable right to use
              them on VERSUS; they have no cash value and cannot be resold or exchanged for money.
            </li>
            <li>
              Prices are shown in the stated cryptocurrency (for example the stablecoin USDT). Placing an order is an offer to
              buy; it reserves the item and shows you the wallet address, the exact amount and a payment reference.
            </li>
            <li>
              You pay by a crypto transfer of the exact amount to that wallet, with the payment reference in the transfer
              memo. Fees of the network are yours. The contract is concluded when we confirm your order after the payment
              has arrived; we check payments manually, so an order stays <em>pending</em> until an admin confirms it.
            </li>
            <li>
              Check the address, the network and the amount before you send: transfers to a wrong address or on a wrong
              network cannot be reversed by us. If we cannot match or accept a payment (for example without a reference),
              write to {mail} with the transaction id; we will assign it or refund it to the sending wallet.
            </li>
            <li>
              Unpaid orders expire after {UNPAID_ORDER_LIFETIME_DAYS} days; the reserved item then becomes available again. If we cannot
              deliver an item you paid for, we refund the amount paid to the sending wallet.
            </li>
            <li>
              <strong>Right of withdrawal for consumers:</strong> you may withdraw from a purchase within 14 days of
              conclusion of the contract without giving reasons, by a clear statement to {mail} stating the payment
              reference. We refund the payment to the sending wallet within 14 days. The right of withdrawal expires early
              if we begin delivering the item to your account after you have expressly agreed to this and confirmed that
              you know you thereby lose your right of withdrawal (§ 356(5) BGB).
            </li>
          </ul>
        </>
      ),
    },
    {
      id: 'token',
      title: '9. VERSUS token and airdrop whitelist',
      content: (
        <>
          <p className="card legal__notice">
            <strong>No investment offer.</strong> The VERSUS token is planned as a utility inside the platform. Nothing on
            VERSUS is an offer of securities, investment products or crypto-assets for sale, nor investment, tax or legal
            advice. We do not promise that a token will be issued, that an airdrop will happen, or that a token will have
            any value, liquidity or listing.
          </p>
          <ul>
            <li>
              Joining the whitelist is free, voluntary and creates no claim to tokens. If an airdrop happens, we will
              publish its conditions beforehand; they may require, for example, an active account in good standing, and
              may exclude people in countries where taking part is not allowed.
            </li>
            <li>
              You are responsible for your wallet. Enter only an address you control on the chain you selected. We will
              never ask for your private key or seed phrase — anyone who does is not VERSUS.
            </li>
            <li>Whitelist entries of accounts that break these terms, or of several accounts of one person, may be removed.</li>
          </ul>
        </>
      ),
    },
    {
      id: 'conduct',
      title: '10. Your content and conduct in chat',
      content: (
        <>
          <p>
            You keep the rights to what you post (usernames, profile images, messages). You grant us the non-exclusive,
            free right to store, show and transmit this content as far as necessary to run VERSUS. In chats and everywhere
            else on VERSUS you must not:
          </p>
          <ul>
            <li>harass, threaten, insult or discriminate against anyone, or spread hate speech;</li>
            <li>publish other people&apos;s personal data (doxxing) or content you have no rights to;</li>
            <li>post illegal, sexually explicit or violent content, or anything that endangers minors;</li>
            <li>send spam or advertising, or offer cheats, account trading or boosting;</li>
            <li>impersonate VERSUS staff, partners or other players, or ask others for passwords, private keys or seed phrases.</li>
          </ul>
          <p>
            Report content that breaks these rules or the law to {mail}. We review reports promptly and carefully, may
            remove content, and tell the affected users of our decision and its reasons, as the EU Digital Services Act
            requires.
          </p>
        </>
      ),
    },
    {
      id: 'sanctions',
      title: '11. Warnings, suspensions and bans',
      content: (
        <p>
          If you break these terms we may, depending on the severity and taking your legitimate interests into account,
          warn you, remove content, disqualify you, or suspend your account for a period or permanently. A banned user sees
          the reason and the end of the ban when logging in. You can object to a decision within 14 days at {mail}; a
          person not involved in the original decision reviews it. Our statutory rights, in particular to terminate for
          good cause, remain unaffected.
        </p>
      ),
    },
    {
      id: 'ip',
      title: '12. Intellectual property',
      content: (
        <p>
          The VERSUS name, logo, website and artwork are protected; you may use our brand assets only as the{' '}
          <Link to="/downloads">Downloads</Link> page allows. Game titles and trademarks belong to their publishers. VERSUS
          is independent and not affiliated with any game publisher unless a tournament says so. Using a game on VERSUS
          also requires you to follow that game&apos;s own terms of use.
        </p>
      ),
    },
    {
      id: 'liability',
      title: '13. Liability',
      content: (
        <>
          <p>
            We are liable without limitation for intent and gross negligence, for injury to life, body or health, under the
            Product Liability Act (Produkthaftungsgesetz) and where we have given a guarantee.
          </p>
          <p>
            For slight negligence we are liable only for breaches of essential contractual obligations — obligations whose
            fulfilment makes the proper performance of the contract possible in the first place and on whose fulfilment
            you may regularly rely — and then limited to the damage typical for this type of contract and foreseeable when
            the contract was concluded. Otherwise our liability for slight negligence is excluded.
          </p>
          <p>
            For services we provide free of charge (such as the account, chat and tournament entry) we are liable only for
            intent and gross negligence, except in the cases of the first paragraph. These limitations also apply to our
            staff and agents. We are not liable for losses from price changes of cryptocurrencies or from transfers to
            wrong addresses that you initiate.
          </p>
        </>
      ),
    },
    {
      id: 'termination',
      title: '14. Term and termination',
      content: (
        <p>
          The user contract runs for an indefinite period. You may end it at any time by deleting your account. We may end
          it with four weeks&apos; notice by e-mail, or without notice for good cause, in particular serious or repeated
          violations of these terms. Confirmed purchases of virtual items remain usable until your account ends; if we end
          the contract without good cause, we refund purchases of the previous 12 months on a pro rata basis.
        </p>
      ),
    },
    {
      id: 'changes',
      title: '15. Changes to these terms',
      content: (
        <p>
          We may change these terms for valid reasons, such as new features, changes in the law or to close loopholes. We
          inform you by e-mail at least six weeks before the changes take effect. If you do not object before then, the
          changes are deemed accepted; we point this out, and your right to object, in the notice. If you object, either
          party may terminate the contract. Changes to the main obligations of the contract always need your express
          consent.
        </p>
      ),
    },
    {
      id: 'law',
      title: '16. Governing law and jurisdiction',
      content: (
        <>
          <p>
            German law applies, excluding the UN Convention on Contracts for the International Sale of Goods. If you are a
            consumer living in another country, the mandatory consumer protection rules of that country remain applicable
            (Art. 6(2) Rome I Regulation).
          </p>
          <p>
            If you are a merchant, a legal entity under public law or have no general place of jurisdiction in Germany,
            the courts at our registered office have exclusive jurisdiction.
          </p>
          <p>
            We are neither willing nor obliged to take part in dispute resolution proceedings before a consumer arbitration
            board (§ 36 VSBG).
          </p>
        </>
      ),
    },
    {
      id: 'final',
      title: '17. Final provisions and contact',
      content: (
        <p>
          Should a provision of these terms be invalid, the rest remains valid; the statutory rules take the place of the
          invalid provision. Questions about these terms? Write to {mail}.
        </p>
      ),
    },
  ];

  return (
    <LegalDocument
      title="Terms & Conditions"
      intro={
        <p>
          The rules for using VERSUS: your account, tournaments and fair play, prizes, the shop, the VERSUS token
          whitelist and conduct in chat.
        </p>
      }
      sections={sections}
      withContents
    />
  );
}
