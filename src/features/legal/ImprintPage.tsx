import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { PublicConfig } from '../../../common/contract/system';
import { usePublicConfig } from '../../lib/publicConfig';
import { LegalDocument, type LegalSection } from './LegalDocument';

/** A label and its value, left out when the operator did not configure the value. */
function Field({ label, value }: { label: string; value: ReactNode }) {
  if (value === '' || value === null || value === undefined) return null;
  return (
    <>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </>
  );
}

/** The provider's details of § 5 DDG, as the operator configured them. */
function ProviderDetails({ imprint, email }: { imprint: PublicConfig['imprint']; email: string }) {
  return (
    <>
      <p>Service provider (Diensteanbieter) of the VERSUS platform:</p>
      <dl>
        <Field label="Company" value={imprint.company} />
        <Field label="Address" value={<address>{imprint.address}</address>} />
        <Field label="Represented by" value={imprint.representative} />
        <Field label="E-mail" value={email && <a href={`mailto:${email}`}>{email}</a>} />
        <Field label="Phone" value={imprint.phone && <a href={`tel:${imprint.phone.replace(/[^\d+]/g, '')}`}>{imprint.phone}</a>} />
        <Field label="Register entry" value={imprint.register} />
        <Field label="VAT ID (§ 27a UStG)" value={imprint.vatId} />
      </dl>
      <p>
        The information above is required by § 5 of the German Digital Services Act (Digitale-Dienste-Gesetz, DDG), which
        replaced § 5 of the Telemedia Act (TMG) in May 2024.
      </p>
    </>
  );
}

/** The imprint (Impressum) a German website must carry: § 5 DDG, § 18 (2) MStV, § 36 VSBG. */
export function ImprintPage() {
  const { imprint, supportEmail } = usePublicConfig();
  const email = imprint.email || supportEmail;
  // Without the provider's name and address there is no imprint to show, and we never invent one.
  const configured = imprint.company !== '' && imprint.address !== '';

  const providerSections: LegalSection[] = configured
    ? [
        {
          id: 'provider',
          title: 'Information pursuant to § 5 DDG',
          content: <ProviderDetails imprint={imprint} email={email} />,
        },
        {
          id: 'editorial',
          title: 'Responsible for the content pursuant to § 18 (2) MStV',
          content: (
            <p>
              {imprint.representative || imprint.company}, <span>{imprint.address}</span>
            </p>
          ),
        },
      ]
    : [
        {
          id: 'provider',
          title: 'Information pursuant to § 5 DDG',
          content: (
            <p role="note">
              The imprint is not configured yet: the operator of this site has not entered the provider&apos;s name and
              address. {email ? <>Until then, you can reach us at <a href={`mailto:${email}`}>{email}</a>.</> : null}
            </p>
          ),
        },
      ];

  const sections: LegalSection[] = [
    ...providerSections,
    {
      id: 'disputes',
      title: 'Dispute resolution',
      content: (
        <>
          <p>
            <strong>EU online dispute resolution:</strong> the European Commission&apos;s online dispute resolution (ODR)
            platform was discontinued on 20 July 2025 (Regulation (EU) 2024/3228). If you have a complaint, please write to
            us at {email ? <a href={`mailto:${email}`}>{email}</a> : 'our support address'} and we will look for a
            solution with you.
          </p>
          <p>
            <strong>Consumer arbitration (§ 36 VSBG):</strong> we are neither willing nor obliged to take part in dispute
            resolution proceedings before a consumer arbitration board (Verbraucherschlichtungsstelle).
          </p>
        </>
      ),
    },
    {
      id: 'liability-content',
      title: 'Liability for content',
      content: (
        <p>
          As a service provider we are responsible for our own content on these pages under the general laws. We are not
          obliged to monitor information transmitted or stored by third parties (such as chat messages or usernames) or to
          investigate circumstances that indicate illegal activity (§§ 7 to 10 DDG, Digital Services Act). Obligations to
          remove or block the use of information under the general laws remain unaffected. Liability in this respect is
          only possible from the moment we become aware of a specific infringement; we remove such content promptly once we
          learn of it. Report illegal content to {email ? <a href={`mailto:${email}`}>{email}</a> : 'our support address'}.
        </p>
      ),
    },
    {
      id: 'liability-links',
      title: 'Liability for links',
      content: (
        <p>
          Our pages contain links to external websites of third parties (for example game stores, the messaging bot used for
          tournament play and our social media channels), on whose content we have no influence. The respective provider or
          operator is always responsible for the content of linked pages. We checked the linked pages for possible legal
          violations when we linked them; if we become aware of any infringement, we will remove such links immediately.
        </p>
      ),
    },
    {
      id: 'copyright',
      title: 'Copyright and trademarks',
      content: (
        <>
          <p>
            The content and works created by VERSUS on these pages (texts, the VERSUS logo, our game and item artwork) are
            subject to German copyright law. Reproduction, editing, distribution or any use beyond the limits of copyright
            law require our written consent. Our brand assets may be used as described on the{' '}
            <Link to="/downloads">Downloads</Link> page.
          </p>
          <p>
            Game titles and their trademarks belong to their respective publishers. VERSUS is an independent tournament
            platform and is not affiliated with, sponsored or endorsed by any game publisher unless a tournament says so.
          </p>
        </>
      ),
    },
  ];

  return (
    <LegalDocument
      title="Imprint"
      intro={<p lang="de">Impressum – Angaben gemäß § 5 DDG und § 18 Abs. 2 MStV.</p>}
      sections={sections}
    />
  );
}
