import { useEffect, useState } from 'react';

const STRENGTH_LABELS = ['Very weak', 'Weak', 'Fair', 'Strong', 'Very strong'] as const;

let estimator: Promise<(password: string) => number> | null = null;

/** The estimator, fetched on first use: the pages without a new-password field never download it. */
function loadEstimator(): Promise<(password: string) => number> {
  estimator ??= import(/* webpackChunkName: "password-strength" */ './passwordStrength').then((module) => module.estimateStrength);
  return estimator;
}

/**
 * How hard the new password being typed is to guess, as a meter and in words, updated as the
 * person types. The server has the last word: it refuses the most common passwords outright.
 */
export function PasswordStrength({ password }: { password: string }) {
  const [estimate, setEstimate] = useState<{ password: string; score: number } | null>(null);

  useEffect(() => {
    if (!password) return;
    let current = true;
    loadEstimator()
      .then((estimateStrength) => {
        if (current) setEstimate({ password, score: estimateStrength(password) });
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [password]);

  if (!password || !estimate || estimate.password !== password) return null;
  const label = STRENGTH_LABELS[estimate.score] ?? STRENGTH_LABELS[0];
  return (
    <div className="password-strength">
      <meter min={0} max={4} low={2} high={3} optimum={4} value={estimate.score} aria-label="Password strength" aria-valuetext={label} />
      <span className="password-strength__label" aria-live="polite">
        Password strength: {label}
      </span>
    </div>
  );
}
