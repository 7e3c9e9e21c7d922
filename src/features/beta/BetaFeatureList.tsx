import type { BetaFeature } from './betaApi';
import { betaFeatureBadge, type BetaFeatureList as ListName, shownRelease } from './betaFeatureBadge';

const BADGE_CLASSES = { Live: 'badge beta-badge--live', Active: 'badge beta-badge--active', 'Coming Soon': 'badge beta-badge--soon' };

interface BetaFeatureListProps {
  features: BetaFeature[];
  list: ListName;
  headingLevel: 3 | 4;
  emptyText: string;
}

/** Current or future beta features with their badges and, unless TBA, their estimated release. */
export function BetaFeatureList({ features, list, headingLevel, emptyText }: BetaFeatureListProps) {
  if (features.length === 0) return <p className="beta-features__empty">{emptyText}</p>;
  const Heading = `h${headingLevel}` as const;
  return (
    <ul className="beta-features">
      {features.map((feature) => {
        const badge = betaFeatureBadge(feature, list);
        const release = shownRelease(feature);
        return (
          <li key={feature._id} className="beta-feature">
            <div className="beta-feature__header">
              <Heading className="beta-feature__title">{feature.title}</Heading>
              {badge && <span className={BADGE_CLASSES[badge]}>{badge}</span>}
            </div>
            {feature.description && <p className="beta-feature__description">{feature.description}</p>}
            {release && <p className="beta-feature__release">Estimated release: {release}</p>}
          </li>
        );
      })}
    </ul>
  );
}
