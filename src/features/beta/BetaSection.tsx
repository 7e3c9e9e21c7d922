import './beta.css';
import { MOBILE_MEDIA_QUERY, useMediaQuery } from '../../components/useMediaQuery';
import { BetaAccordion } from './BetaAccordion';
import type { BetaCountdown } from '../../../common/contract/beta';
import type { BetaFeatureLists } from './betaApi';
import { BETA_FAILURE_TEXT } from './betaConstants';
import { BetaFeatureList } from './BetaFeatureList';
import { BetaMemberCountdown } from './BetaMemberCountdown';
import type { BetaPanel } from './betaPanels';
import { BetaTabs } from './BetaTabs';
import { useBetaSection } from './useBetaSection';

const SECTION_TITLE_ID = 'beta-section-title';

function betaPanels(countdown: BetaCountdown, features: BetaFeatureLists, headingLevel: 3 | 4): BetaPanel[] {
  const panels: BetaPanel[] = [];
  if (countdown.isActive) {
    panels.push({ id: 'countdown', label: 'Beta Countdown', content: <BetaMemberCountdown countdown={countdown} headingLevel={headingLevel} /> });
  }
  panels.push(
    {
      id: 'current',
      label: 'Current Features',
      content: <BetaFeatureList features={features.current} list="current" headingLevel={headingLevel} emptyText="The first beta features are on their way." />,
    },
    {
      id: 'future',
      label: 'Future Features',
      content: <BetaFeatureList features={features.future} list="future" headingLevel={headingLevel} emptyText="More features will be announced soon." />,
    },
  );
  return panels;
}

/** The beta countdown and the beta features. */
export function BetaSection() {
  const narrow = useMediaQuery(MOBILE_MEDIA_QUERY);
  const { countdown, features, failed, retry } = useBetaSection();

  let body;
  if (countdown && features) {
    // Accordion buttons sit in h3 headings, so the features under them are h4.
    const panels = betaPanels(countdown, features, narrow ? 4 : 3);
    body = narrow ? <BetaAccordion panels={panels} /> : <BetaTabs panels={panels} label="Beta program" />;
  } else if (failed) {
    body = (
      <div className="beta-section__failure" role="alert">
        <p>{BETA_FAILURE_TEXT}</p>
        <button type="button" className="btn btn-secondary" onClick={retry}>
          Try Again
        </button>
      </div>
    );
  } else {
    body = (
      <div className="beta-section__placeholder" role="status">
        <span className="visually-hidden">Loading the beta program…</span>
      </div>
    );
  }

  return (
    <section className="beta-section" aria-labelledby={SECTION_TITLE_ID}>
      <div className="beta-section__intro">
        <span className="badge badge-accent">Beta</span>
        <h2 id={SECTION_TITLE_ID}>The VERSUS Beta</h2>
        <p>VERSUS is in beta. Join now to shape what we build next and get early access to every new feature.</p>
      </div>
      {body}
    </section>
  );
}
